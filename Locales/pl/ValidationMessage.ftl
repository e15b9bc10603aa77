### Komunikaty wbudowanych reguł LocalizedValidation.
###
### Głos: wielka litera tylko na początku zdania, bez wykrzykników, tryb rozkazujący w
### drugiej osobie („wpisz”, „wybierz”, „spróbuj ponownie”), cudzysłowy „…”. Komunikat
### mówi o polu („Wypełnij pole „Hasło”.”): nazwa pola stoi w mianowniku jako dopowiedzenie
### do słowa „pole”, więc nigdy się nie odmienia i nie wymaga uzgodnienia rodzaju.
### Po przeczeniu (dopełniacz) komunikat unika liczebników, żeby formy liczby mnogiej
### zawsze pasowały do kategorii CLDR.

## Obecność i tekst

required = Wypełnij pole „{ $field }”.

invisible-characters = Pole „{ $field }” zawiera niewidoczne znaki lub znaki zmieniające kierunek tekstu.

unprocessable = Nie udało się przetworzyć pola „{ $field }”.

## Długość

too-short =
    Pole „{ $field }” musi zawierać co najmniej { $min ->
        [one] { $min } znak
        [few] { $min } znaki
        [many] { $min } znaków
       *[other] { $min } znaku
    }.

too-long =
    Pole „{ $field }” może zawierać maksymalnie { $max ->
        [one] { $max } znak
        [few] { $max } znaki
        [many] { $max } znaków
       *[other] { $max } znaku
    }.

wrong-length =
    Pole „{ $field }” musi zawierać dokładnie { $length ->
        [one] { $length } znak
        [few] { $length } znaki
        [many] { $length } znaków
       *[other] { $length } znaku
    }.

# Limit jest w bajtach, a użytkownik nie myśli w bajtach: komunikat prosi o skrócenie tekstu.
# @allow-dropped-argument
too-long-bytes = Tekst w polu „{ $field }” jest za długi. Skróć go.

pattern-mismatch = Pole „{ $field }” ma nieprawidłowy format.

## Wybór

must-be-true = Zaznacz „{ $field }”, aby kontynuować.

not-one-of = W polu „{ $field }” wybierz jedną z dostępnych opcji.

confirmation-mismatch = Pole „{ $field }” nie zgadza się z polem „{ $other }”.

## Formularze

submit-failed = Coś poszło nie tak. Spróbuj ponownie.

## Przesłana struktura

unknown-field = Ten formularz nie ma pola „{ $name }”.

wrong-type = Wartość w polu „{ $field }” ma nieprawidłowy typ.

too-few-items =
    Pole „{ $field }” musi zawierać co najmniej { $min ->
        [one] { $min } element
        [few] { $min } elementy
        [many] { $min } elementów
       *[other] { $min } elementu
    }.

too-many-items =
    Pole „{ $field }” może zawierać maksymalnie { $max ->
        [one] { $max } element
        [few] { $max } elementy
        [many] { $max } elementów
       *[other] { $max } elementu
    }.

## Liczby

number-invalid = Wpisz liczbę w polu „{ $field }”.

number-not-integer = Wpisz liczbę całkowitą w polu „{ $field }”.

number-out-of-range = Liczby w polu „{ $field }” nie da się zapisać dokładnie. Wpisz mniejszą liczbę albo użyj mniej cyfr.

number-too-small = Wartość w polu „{ $field }” musi wynosić co najmniej { $min }.

number-too-large = Wartość w polu „{ $field }” może wynosić maksymalnie { $max }.

integer-out-of-range = Wartość w polu „{ $field }” musi wynosić od { $min } do { $max }.

## Daty

date-invalid = Wpisz w polu „{ $field }” prawidłową datę, np. { $example }.

date-ambiguous-year = W polu „{ $field }” wpisz rok czterema cyframi.

date-in-future = Data w polu „{ $field }” nie może być z przyszłości.

date-too-early = Data w polu „{ $field }” nie może być wcześniejsza niż { $date }.

date-too-late = Data w polu „{ $field }” nie może być późniejsza niż { $date }.

too-young =
    Musisz mieć co najmniej { $age ->
        [one] { $age } rok
        [few] { $age } lata
        [many] { $age } lat
       *[other] { $age } roku
    }.

too-old =
    Wiek może wynosić maksymalnie { $age ->
        [one] { $age } rok
        [few] { $age } lata
        [many] { $age } lat
       *[other] { $age } roku
    }.

## Adresy e-mail

email-invalid = Wpisz prawidłowy adres e-mail w polu „{ $field }”.

email-missing-at = Adres w polu „{ $field }” musi zawierać znak @.

email-empty-local-part = W polu „{ $field }” przed znakiem @ musi być nazwa.

email-empty-domain = W polu „{ $field }” po znaku @ musi być domena.

email-invalid-local-part = W polu „{ $field }” przed znakiem @ są niedozwolone znaki.

email-dot-placement = Adres w polu „{ $field }” nie może zaczynać się ani kończyć kropką, ani zawierać dwóch kropek z rzędu.

email-invalid-domain = W polu „{ $field }” jest nieprawidłowa domena.

email-domain-needs-dot = W polu „{ $field }” wpisz pełną domenę, np. przyklad.pl.

email-invalid-top-level-domain = W polu „{ $field }” domena musi kończyć się prawdziwą końcówką, np. .com lub .pl (liczby i adresy IP są niedozwolone).

email-special-use-domain = W polu „{ $field }” jest domena zarezerwowana dla testów lub sieci lokalnych (np. .test, .local lub .invalid), na którą nie można wysłać wiadomości.

# Limit jest w bajtach, a użytkownik nie myśli w bajtach.
# @allow-dropped-argument
email-local-part-too-long = W polu „{ $field }” nazwa przed znakiem @ jest za długa.

# Limit jest w bajtach, a użytkownik nie myśli w bajtach.
# @allow-dropped-argument
email-too-long = Adres w polu „{ $field }” jest za długi.

## Hasła

password-too-short =
    Pole „{ $field }” musi zawierać co najmniej { $min ->
        [one] { $min } znak
        [few] { $min } znaki
        [many] { $min } znaków
       *[other] { $min } znaku
    }.

password-too-long =
    Pole „{ $field }” może zawierać maksymalnie { $max ->
        [one] { $max } znak
        [few] { $max } znaki
        [many] { $max } znaków
       *[other] { $max } znaku
    }.

password-needs-digit = Pole „{ $field }” musi zawierać co najmniej jedną cyfrę.

password-too-common = Hasło w polu „{ $field }” jest zbyt popularne. Wybierz inne.

password-invalid-characters = Pole „{ $field }” zawiera niewidoczne lub sterujące znaki, których nie można użyć w haśle.

password-contains-personal-data = Pole „{ $field }” nie może zawierać Twojego imienia ani adresu e-mail.

## Identyfikatory

username-invalid = Pole „{ $field }” może zawierać tylko litery, cyfry i proste znaki interpunkcyjne.

nickname-invalid = Pole „{ $field }” zawiera znaki, których nie można użyć w nazwie.

identifier-mixed-scripts = W polu „{ $field }” są litery z różnych alfabetów.

identifier-confusable = Nazwa w polu „{ $field }” jest zbyt podobna do nazwy, która jest już zajęta.

## Dokumenty

cpf-invalid = Sprawdź numer w polu „{ $field }”: to nie jest prawidłowy CPF.

cnpj-invalid = Sprawdź numer w polu „{ $field }”: to nie jest prawidłowy CNPJ.

inn-invalid = Sprawdź numer w polu „{ $field }”: to nie jest prawidłowy INN.

snils-invalid = Sprawdź numer w polu „{ $field }”: to nie jest prawidłowy SNILS.

## Odpowiedzi serwera

validation-failed = Formularz zawiera błędy.

error-count =
    { $count ->
        [0] brak błędów
        [one] { $count } błąd
        [few] { $count } błędy
        [many] { $count } błędów
       *[other] { $count } błędu
    }

body-unreadable = Nie udało się odczytać treści żądania.

body-too-large = Treść żądania jest za duża.

json-syntax = Treść żądania nie jest prawidłowym JSON-em.

json-invalid-utf8 = Treść żądania zawiera tekst, który nie jest w UTF-8. Wyślij ją zakodowaną w UTF-8.

json-byte-order-mark = Treść żądania zaczyna się od znacznika kolejności bajtów (BOM). Wyślij JSON bez niego.

json-not-an-object = Treść żądania musi być obiektem JSON z wartościami pól.

json-duplicate-key = Klucz występuje dwa razy w tym samym obiekcie. Wysyłaj każdy klucz tylko raz.

json-too-large = Treść żądania jest większa, niż przyjmuje ten serwer. Wyślij mniej danych.

json-too-deep = Treść żądania ma zbyt głęboko zagnieżdżone obiekty i tablice.

json-too-many-elements = Obiekt lub tablica w treści żądania ma zbyt wiele elementów.

json-too-many-values = Treść żądania zawiera zbyt wiele wartości jak na swój rozmiar.

json-number-too-long = Liczba w treści żądania ma zbyt wiele cyfr.

json-number-out-of-range = Liczba w treści żądania jest poza dopuszczalnym zakresem: jej wykładnik jest za duży lub za mały.

## Sprawdzanie asynchroniczne

check-timed-out = Nie udało się sprawdzić pola „{ $field }” na czas. Spróbuj ponownie.

check-failed = Nie udało się sprawdzić pola „{ $field }”. Spróbuj ponownie.
