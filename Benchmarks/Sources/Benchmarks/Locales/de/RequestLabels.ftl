### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Name
    .gender = masculine

field-email = E-Mail
    .gender = feminine

field-password = Passwort
    .gender = neuter

field-confirmation = Passwortbestätigung
    .gender = feminine

field-birth-date = Geburtsdatum
    .gender = neuter

field-terms = Ich akzeptiere die Nutzungsbedingungen

field-bio = Über mich
