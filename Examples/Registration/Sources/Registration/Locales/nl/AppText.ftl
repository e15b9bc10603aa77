## Veldnamen
##
## De ingebouwde meldingen noemen een veld als “het veld “…””, zodat de naam nooit van
## vorm verandert: Nederlandse veldnamen geven geen grammaticaal geslacht op.

field-name = Naam

field-email = E-mailadres

field-password = Wachtwoord

field-confirmation = Wachtwoord bevestigen

field-birth-date = Geboortedatum

field-plan = Abonnement

field-newsletter = Nieuwsbrief

field-experience = Werkervaring

field-dependents = Gezinsleden

field-age = Leeftijd

field-bio = Over mij

field-terms = Ik ga akkoord met de gebruiksvoorwaarden

## Schermen

screen-sign-up = Aanmelden

screen-profile = Profiel bewerken

screen-registration = Registratie

no-errors = Geen fouten: het formulier kan worden verstuurd.

sample = Voorbeeld “{ $name }”

## Regels van de app

free-plan-dependents = Het gratis abonnement geldt niet voor gezinsleden. Je hebt er { $dependents } opgegeven.
