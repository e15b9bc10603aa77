### Meldungen der eingebauten Regeln von LocalizedValidation.
###
### Stimme: Großschreibung nur, wo die Rechtschreibung sie verlangt, keine
### Ausrufezeichen, Anrede mit „Sie“ („Bitte geben Sie … ein“, „Bitte versuchen Sie es
### erneut“), Anführungszeichen „…“. Die Meldung spricht vom Feld („Bitte füllen Sie das
### Feld „Passwort“ aus.“): Die Bezeichnung bleibt im Nominativ und ändert nie ihre Form,
### gleich welches Geschlecht sie hat.

## Vorhandensein und Text

required = Bitte füllen Sie das Feld „{ $field }“ aus.

invisible-characters = Das Feld „{ $field }“ enthält unsichtbare Zeichen oder Zeichen, die die Schreibrichtung ändern.

unprocessable = Das Feld „{ $field }“ konnte nicht verarbeitet werden.

## Länge

too-short =
    Das Feld „{ $field }“ muss mindestens { $min ->
        [one] { $min } Zeichen
       *[other] { $min } Zeichen
    } enthalten.

too-long =
    Das Feld „{ $field }“ darf höchstens { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    } enthalten.

wrong-length =
    Das Feld „{ $field }“ muss genau { $length ->
        [one] { $length } Zeichen
       *[other] { $length } Zeichen
    } enthalten.

# Die Grenze ist in Bytes angegeben, einer Einheit, in der Nutzer nicht denken: Die Meldung bittet ums Kürzen.
# @allow-dropped-argument
too-long-bytes = Der Text im Feld „{ $field }“ ist zu lang. Bitte kürzen Sie ihn.

pattern-mismatch = Die Eingabe im Feld „{ $field }“ hat nicht das richtige Format.

## Auswahl

must-be-true = Bitte setzen Sie das Häkchen bei „{ $field }“, um fortzufahren.

not-one-of = Bitte wählen Sie im Feld „{ $field }“ eine der angebotenen Optionen.

confirmation-mismatch = Das Feld „{ $field }“ stimmt nicht mit dem Feld „{ $other }“ überein.

## Formulare

submit-failed = Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.

## Gesendete Struktur

unknown-field = Dieses Formular hat kein Feld „{ $name }“.

wrong-type = Der Wert im Feld „{ $field }“ hat den falschen Typ.

too-few-items =
    Das Feld „{ $field }“ muss mindestens { $min ->
        [one] { $min } Eintrag
       *[other] { $min } Einträge
    } enthalten.

too-many-items =
    Das Feld „{ $field }“ darf höchstens { $max ->
        [one] { $max } Eintrag
       *[other] { $max } Einträge
    } enthalten.

## Zahlen

number-invalid = Bitte geben Sie im Feld „{ $field }“ eine Zahl ein.

number-not-integer = Bitte geben Sie im Feld „{ $field }“ eine ganze Zahl ein.

number-out-of-range = Die Zahl im Feld „{ $field }“ kann nicht exakt gespeichert werden. Bitte geben Sie eine kleinere Zahl oder weniger Stellen ein.

number-too-small = Der Wert im Feld „{ $field }“ muss mindestens { $min } betragen.

number-too-large = Der Wert im Feld „{ $field }“ darf höchstens { $max } betragen.

integer-out-of-range = Der Wert im Feld „{ $field }“ muss zwischen { $min } und { $max } liegen.

## Datumsangaben

date-invalid = Bitte geben Sie im Feld „{ $field }“ ein gültiges Datum ein, zum Beispiel { $example }.

date-ambiguous-year = Bitte geben Sie im Feld „{ $field }“ das Jahr vierstellig ein.

date-in-future = Das Datum im Feld „{ $field }“ darf nicht in der Zukunft liegen.

date-too-early = Das Datum im Feld „{ $field }“ darf nicht vor dem { $date } liegen.

date-too-late = Das Datum im Feld „{ $field }“ darf nicht nach dem { $date } liegen.

too-young =
    Sie müssen mindestens { $age ->
        [one] { $age } Jahr
       *[other] { $age } Jahre
    } alt sein.

too-old =
    Das Alter darf höchstens { $age ->
        [one] { $age } Jahr
       *[other] { $age } Jahre
    } betragen.

## E-Mail-Adressen

email-invalid = Bitte geben Sie im Feld „{ $field }“ eine gültige E-Mail-Adresse ein.

email-missing-at = Die E-Mail-Adresse im Feld „{ $field }“ muss ein @ enthalten.

email-empty-local-part = Die E-Mail-Adresse im Feld „{ $field }“ braucht einen Namen vor dem @.

email-empty-domain = Die E-Mail-Adresse im Feld „{ $field }“ braucht eine Domain nach dem @.

email-invalid-local-part = Die E-Mail-Adresse im Feld „{ $field }“ enthält vor dem @ unzulässige Zeichen.

email-dot-placement = Die E-Mail-Adresse im Feld „{ $field }“ darf nicht mit einem Punkt beginnen oder enden und keine zwei Punkte hintereinander enthalten.

email-invalid-domain = Die E-Mail-Adresse im Feld „{ $field }“ enthält einen ungültigen Domainnamen.

email-domain-needs-dot = Die E-Mail-Adresse im Feld „{ $field }“ braucht eine vollständige Domain, zum Beispiel beispiel.de.

email-invalid-top-level-domain = Die Domain der E-Mail-Adresse im Feld „{ $field }“ muss auf eine echte Endung wie .com oder .de enden (Zahlen und IP-Adressen sind nicht erlaubt).

email-special-use-domain = Die E-Mail-Adresse im Feld „{ $field }“ verwendet eine Domain, die für Tests oder lokale Netzwerke reserviert ist (zum Beispiel .test, .local oder .invalid) und keine E-Mails empfangen kann.

# Die Grenze ist in Bytes angegeben, einer Einheit, in der Nutzer nicht denken.
# @allow-dropped-argument
email-local-part-too-long = In der E-Mail-Adresse im Feld „{ $field }“ ist der Name vor dem @ zu lang.

# Die Grenze ist in Bytes angegeben, einer Einheit, in der Nutzer nicht denken.
# @allow-dropped-argument
email-too-long = Die E-Mail-Adresse im Feld „{ $field }“ ist zu lang.

## Passwörter

password-too-short =
    Das Feld „{ $field }“ muss mindestens { $min ->
        [one] { $min } Zeichen
       *[other] { $min } Zeichen
    } enthalten.

password-too-long =
    Das Feld „{ $field }“ darf höchstens { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    } enthalten.

password-needs-digit = Das Feld „{ $field }“ muss mindestens eine Ziffer enthalten.

password-too-common = Das Passwort im Feld „{ $field }“ wird zu häufig verwendet. Bitte wählen Sie ein anderes.

password-invalid-characters = Das Feld „{ $field }“ enthält unsichtbare Zeichen oder Steuerzeichen, die in einem Passwort nicht erlaubt sind.

password-contains-personal-data = Das Feld „{ $field }“ darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten.

## Kennungen

username-invalid = Das Feld „{ $field }“ darf nur Buchstaben, Ziffern und einfache Satzzeichen enthalten.

nickname-invalid = Das Feld „{ $field }“ enthält Zeichen, die in einem Namen nicht erlaubt sind.

identifier-mixed-scripts = Das Feld „{ $field }“ enthält Buchstaben aus verschiedenen Alphabeten.

identifier-confusable = Der Name im Feld „{ $field }“ ist einem bereits vergebenen Namen zu ähnlich.

## Ausweisnummern

cpf-invalid = Bitte prüfen Sie die Nummer im Feld „{ $field }“: Das ist keine gültige CPF-Nummer.

cnpj-invalid = Bitte prüfen Sie die Nummer im Feld „{ $field }“: Das ist keine gültige CNPJ-Nummer.

inn-invalid = Bitte prüfen Sie die Nummer im Feld „{ $field }“: Das ist keine gültige INN-Nummer.

snils-invalid = Bitte prüfen Sie die Nummer im Feld „{ $field }“: Das ist keine gültige SNILS-Nummer.

## Serverantworten

validation-failed = Das Formular enthält Fehler.

error-count =
    { $count ->
        [0] keine Fehler
        [one] { $count } Fehler
       *[other] { $count } Fehler
    }

body-unreadable = Der Request-Body konnte nicht gelesen werden.

body-too-large = Der Request-Body ist zu groß.

json-syntax = Der Request-Body ist kein gültiges JSON.

json-invalid-utf8 = Der Request-Body enthält Text, der nicht in UTF-8 kodiert ist. Bitte senden Sie ihn in UTF-8.

json-byte-order-mark = Der Request-Body beginnt mit einer Byte-Order-Mark (BOM). Bitte senden Sie das JSON ohne BOM.

json-not-an-object = Der Request-Body muss ein JSON-Objekt mit den Feldwerten sein.

json-duplicate-key = Ein Schlüssel kommt im selben Objekt zweimal vor. Bitte senden Sie jeden Schlüssel nur einmal.

json-too-large = Der Request-Body ist größer, als dieser Server annimmt. Bitte senden Sie weniger Daten.

json-too-deep = Der Request-Body verschachtelt Objekte und Arrays zu tief.

json-too-many-elements = Ein Objekt oder Array im Request-Body hat zu viele Einträge.

json-too-many-values = Der Request-Body enthält für seine Größe zu viele Werte.

json-number-too-long = Eine Zahl im Request-Body hat zu viele Stellen.

json-number-out-of-range = Eine Zahl im Request-Body liegt außerhalb des zulässigen Bereichs: Ihr Exponent ist zu groß oder zu klein.

## Asynchrone Prüfungen

check-timed-out = Das Feld „{ $field }“ konnte nicht rechtzeitig geprüft werden. Bitte versuchen Sie es erneut.

check-failed = Das Feld „{ $field }“ konnte nicht geprüft werden. Bitte versuchen Sie es erneut.
