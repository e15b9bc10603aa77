## Feldbezeichnungen
##
## Jede Bezeichnung gibt ihr grammatisches Geschlecht an (.gender = masculine, feminine
## oder neuter); Bezeichnungen im Plural und ganze Sätze geben keines an.

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

field-plan = Tarif
    .gender = masculine

field-newsletter = Newsletter
    .gender = masculine

field-experience = Berufserfahrung
    .gender = feminine

field-dependents = Unterhaltsberechtigte Personen

field-age = Alter
    .gender = neuter

field-bio = Über mich

field-terms = Ich akzeptiere die Nutzungsbedingungen

## Bildschirme

screen-sign-up = Anmeldung

screen-profile = Profil bearbeiten

screen-registration = Registrierung

no-errors = Keine Fehler: Das Formular kann gesendet werden.

sample = Beispiel „{ $name }“

## Regeln der App

free-plan-dependents = Der kostenlose Tarif umfasst keine unterhaltsberechtigten Personen. Sie haben { $dependents } angegeben.
