## Etichette dei campi
##
## Ogni etichetta dichiara il suo genere grammaticale (.gender = masculine o feminine); le
## etichette al plurale e le frasi non ne dichiarano.

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

field-plan = Piano
    .gender = masculine

field-newsletter = Newsletter
    .gender = feminine

field-experience = Esperienza
    .gender = feminine

field-dependents = Persone a carico

field-age = Età
    .gender = feminine

field-bio = Biografia
    .gender = feminine

field-terms = Accetto i termini di utilizzo

## Schermate

screen-sign-up = Iscrizione

screen-profile = Modifica profilo

screen-registration = Registrazione

no-errors = Nessun errore: puoi inviare il modulo.

sample = Esempio «{ $name }»

## Regole dell’app

free-plan-dependents = Il piano gratuito non include persone a carico. Ne hai indicate { $dependents }.
