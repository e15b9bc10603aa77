### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Nom
    .gender = masculine

field-email = E-mail
    .gender = masculine

field-password = Mot de passe
    .gender = masculine

field-confirmation = Confirmation du mot de passe
    .gender = feminine

field-birth-date = Date de naissance
    .gender = feminine

field-terms = J’accepte les conditions d’utilisation

field-bio = Biographie
    .gender = feminine
