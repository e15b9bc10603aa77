### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Nome
    .gender = masculine

field-email = E-mail
    .gender = masculine

field-password = Palavra-passe
    .gender = feminine

field-confirmation = Confirmação da palavra-passe
    .gender = feminine

field-birth-date = Data de nascimento
    .gender = feminine

field-terms = Aceito os termos de utilização

field-bio = Biografia
    .gender = feminine
