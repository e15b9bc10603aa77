### Messages des règles intégrées de LocalizedValidation.
###
### Voix : majuscule en début de phrase seulement, pas de point d’exclamation,
### vouvoiement (« saisissez », « choisissez », « réessayez »), guillemets « … » avec
### espaces insécables, espace insécable avant « : ». Le message parle du champ
### (« Le champ « Mot de passe » est obligatoire. ») : le libellé ne change jamais de
### forme, ne prend pas d’article et l’accord se fait avec « champ », quel que soit son genre.

## Présence et texte

required = Le champ « { $field } » est obligatoire.

invisible-characters = Le champ « { $field } » contient des caractères invisibles ou qui changent le sens d’écriture du texte.

unprocessable = Le champ « { $field } » n’a pas pu être traité.

## Longueur

too-short =
    Le champ « { $field } » doit contenir au moins { $min ->
        [one] { $min } caractère
        [many] { $min } de caractères
       *[other] { $min } caractères
    }.

too-long =
    Le champ « { $field } » ne doit pas dépasser { $max ->
        [one] { $max } caractère
        [many] { $max } de caractères
       *[other] { $max } caractères
    }.

wrong-length =
    Le champ « { $field } » doit contenir exactement { $length ->
        [one] { $length } caractère
        [many] { $length } de caractères
       *[other] { $length } caractères
    }.

# La limite est en octets, une unité que l’utilisateur ne connaît pas : on lui demande de raccourcir.
# @allow-dropped-argument
too-long-bytes = Le texte du champ « { $field } » est trop long. Raccourcissez-le.

pattern-mismatch = Le champ « { $field } » n’est pas au bon format.

## Choix

must-be-true = Cochez « { $field } » pour continuer.

not-one-of = Choisissez l’une des options proposées pour le champ « { $field } ».

confirmation-mismatch = Le champ « { $field } » ne correspond pas au champ « { $other } ».

## Formulaires

submit-failed = Une erreur s’est produite. Réessayez.

## Structure envoyée

unknown-field = Ce formulaire n’a pas de champ « { $name } ».

wrong-type = La valeur du champ « { $field } » n’est pas du bon type.

too-few-items =
    Le champ « { $field } » doit contenir au moins { $min ->
        [one] { $min } élément
        [many] { $min } d’éléments
       *[other] { $min } éléments
    }.

too-many-items =
    Le champ « { $field } » peut contenir au maximum { $max ->
        [one] { $max } élément
        [many] { $max } d’éléments
       *[other] { $max } éléments
    }.

## Nombres

number-invalid = Saisissez un nombre dans le champ « { $field } ».

number-not-integer = Saisissez un nombre entier dans le champ « { $field } ».

number-out-of-range = Le nombre du champ « { $field } » ne peut pas être enregistré exactement. Saisissez un nombre plus petit ou avec moins de chiffres.

number-too-small = La valeur du champ « { $field } » doit être supérieure ou égale à { $min }.

number-too-large = La valeur du champ « { $field } » doit être inférieure ou égale à { $max }.

integer-out-of-range = La valeur du champ « { $field } » doit être comprise entre { $min } et { $max }.

## Dates

date-invalid = Saisissez une date valide dans le champ « { $field } », par exemple { $example }.

date-ambiguous-year = Saisissez l’année sur quatre chiffres dans le champ « { $field } ».

date-in-future = La date du champ « { $field } » ne peut pas être dans le futur.

date-too-early = La date du champ « { $field } » ne peut pas être antérieure au { $date }.

date-too-late = La date du champ « { $field } » ne peut pas être postérieure au { $date }.

too-young =
    Vous devez avoir au moins { $age ->
        [one] { $age } an
        [many] { $age } d’ans
       *[other] { $age } ans
    }.

too-old =
    L’âge ne peut pas dépasser { $age ->
        [one] { $age } an
        [many] { $age } d’ans
       *[other] { $age } ans
    }.

## Adresses e-mail

email-invalid = Saisissez une adresse e-mail valide dans le champ « { $field } ».

email-missing-at = L’adresse du champ « { $field } » doit contenir un @.

email-empty-local-part = L’adresse du champ « { $field } » doit comporter un nom avant le @.

email-empty-domain = L’adresse du champ « { $field } » doit comporter un domaine après le @.

email-invalid-local-part = L’adresse du champ « { $field } » contient des caractères non autorisés avant le @.

email-dot-placement = L’adresse du champ « { $field } » ne peut ni commencer ni finir par un point, ni contenir deux points consécutifs.

email-invalid-domain = L’adresse du champ « { $field } » contient un nom de domaine non valide.

email-domain-needs-dot = L’adresse du champ « { $field } » doit comporter un domaine complet, par exemple exemple.com.

email-invalid-top-level-domain = Le domaine de l’adresse du champ « { $field } » doit se terminer par une extension réelle, comme .com ou .fr (les nombres et les adresses IP ne sont pas acceptés).

email-special-use-domain = L’adresse du champ « { $field } » utilise un domaine réservé aux tests ou aux réseaux locaux (comme .test, .local ou .invalid), qui ne peut pas recevoir d’e-mails.

# La limite est en octets, une unité que l’utilisateur ne connaît pas.
# @allow-dropped-argument
email-local-part-too-long = Dans l’adresse du champ « { $field } », le nom avant le @ est trop long.

# La limite est en octets, une unité que l’utilisateur ne connaît pas.
# @allow-dropped-argument
email-too-long = L’adresse du champ « { $field } » est trop longue.

## Mots de passe

password-too-short =
    Le champ « { $field } » doit contenir au moins { $min ->
        [one] { $min } caractère
        [many] { $min } de caractères
       *[other] { $min } caractères
    }.

password-too-long =
    Le champ « { $field } » ne doit pas dépasser { $max ->
        [one] { $max } caractère
        [many] { $max } de caractères
       *[other] { $max } caractères
    }.

password-needs-digit = Le champ « { $field } » doit contenir au moins un chiffre.

password-too-common = Le mot de passe du champ « { $field } » est trop courant. Choisissez-en un autre.

password-invalid-characters = Le champ « { $field } » contient des caractères invisibles ou de contrôle qui ne peuvent pas être utilisés dans un mot de passe.

password-contains-personal-data = Le champ « { $field } » ne doit contenir ni votre nom ni votre adresse e-mail.

## Identifiants

username-invalid = Le champ « { $field } » ne peut contenir que des lettres, des chiffres et une ponctuation simple.

nickname-invalid = Le champ « { $field } » contient des caractères qui ne peuvent pas être utilisés dans un nom.

identifier-mixed-scripts = Le champ « { $field } » mélange des lettres de différents alphabets.

identifier-confusable = Le nom du champ « { $field } » ressemble trop à un nom déjà utilisé.

## Pièces d’identité

cpf-invalid = Vérifiez le numéro du champ « { $field } » : ce n’est pas un CPF valide.

cnpj-invalid = Vérifiez le numéro du champ « { $field } » : ce n’est pas un CNPJ valide.

inn-invalid = Vérifiez le numéro du champ « { $field } » : ce n’est pas un INN valide.

snils-invalid = Vérifiez le numéro du champ « { $field } » : ce n’est pas un SNILS valide.

## Réponses du serveur

validation-failed = Le formulaire contient des erreurs.

error-count =
    { $count ->
        [0] aucune erreur
        [one] { $count } erreur
        [many] { $count } d’erreurs
       *[other] { $count } erreurs
    }

body-unreadable = Le corps de la requête n’a pas pu être lu.

body-too-large = Le corps de la requête est trop volumineux.

json-syntax = Le corps de la requête n’est pas un JSON valide.

json-invalid-utf8 = Le corps de la requête contient du texte qui n’est pas en UTF-8. Envoyez-le encodé en UTF-8.

json-byte-order-mark = Le corps de la requête commence par une marque d’ordre des octets (BOM). Envoyez le JSON sans cette marque.

json-not-an-object = Le corps de la requête doit être un objet JSON contenant les valeurs des champs.

json-duplicate-key = Une clé apparaît deux fois dans le même objet. Envoyez chaque clé une seule fois.

json-too-large = Le corps de la requête dépasse la taille acceptée par ce serveur. Envoyez moins de données.

json-too-deep = Le corps de la requête imbrique des objets et des tableaux sur trop de niveaux.

json-too-many-elements = Un objet ou un tableau du corps de la requête contient trop d’éléments.

json-too-many-values = Le corps de la requête contient trop de valeurs pour sa taille.

json-number-too-long = Un nombre du corps de la requête comporte trop de chiffres.

json-number-out-of-range = Un nombre du corps de la requête est hors limites : son exposant est trop grand ou trop petit.

## Vérifications asynchrones

check-timed-out = Le champ « { $field } » n’a pas pu être vérifié à temps. Réessayez.

check-failed = Le champ « { $field } » n’a pas pu être vérifié. Réessayez.
