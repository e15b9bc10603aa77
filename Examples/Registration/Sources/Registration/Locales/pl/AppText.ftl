## Etykiety pól
##
## Każda etykieta podaje swój rodzaj gramatyczny (.gender = masculine, feminine lub
## neuter); etykiety w liczbie mnogiej i zdania go nie podają.

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

field-plan = Plan
    .gender = masculine

field-newsletter = Newsletter
    .gender = masculine

field-experience = Doświadczenie
    .gender = neuter

field-dependents = Osoby na utrzymaniu

field-age = Wiek
    .gender = masculine

field-bio = O mnie

field-terms = Akceptuję regulamin

## Ekrany

screen-sign-up = Rejestracja

screen-profile = Edycja profilu

screen-registration = Zakładanie konta

no-errors = Brak błędów: formularz można wysłać.

sample = Przykład „{ $name }”

## Reguły aplikacji

free-plan-dependents = Bezpłatny plan nie obejmuje osób na utrzymaniu. Podana liczba: { $dependents }.
