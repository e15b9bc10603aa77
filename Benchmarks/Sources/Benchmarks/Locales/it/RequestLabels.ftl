### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Nome
    .gender = masculine

field-email = E-mail
    .gender = feminine

field-password = Password
    .gender = feminine

field-confirmation = Conferma password
    .gender = feminine

field-birth-date = Data di nascita
    .gender = feminine

field-terms = Accetto i termini di utilizzo

field-bio = Biografia
    .gender = feminine
