## Libellés des champs
##
## Chaque libellé déclare son genre grammatical (.gender = masculine ou feminine) ; les
## libellés au pluriel et les phrases n’en déclarent pas.

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

field-plan = Formule
    .gender = feminine

field-newsletter = Newsletter
    .gender = feminine

field-experience = Expérience
    .gender = feminine

field-dependents = Personnes à charge

field-age = Âge
    .gender = masculine

field-bio = Biographie
    .gender = feminine

field-terms = J’accepte les conditions d’utilisation

## Écrans

screen-sign-up = Inscription

screen-profile = Modifier le profil

screen-registration = Création de compte

no-errors = Aucune erreur : le formulaire peut être envoyé.

sample = Exemple « { $name } »

## Règles de l’app

free-plan-dependents = La formule gratuite n’inclut pas de personnes à charge. Vous en avez indiqué { $dependents }.
