### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Imię
    .gender = neuter

field-email = Adres e-mail
    .gender = masculine

field-password = Hasło
    .gender = neuter

field-confirmation = Potwierdzenie hasła
    .gender = neuter

field-birth-date = Data urodzenia
    .gender = feminine

field-terms = Akceptuję regulamin

field-bio = O mnie
