### De Nederlandse teksten van de ingebouwde meldingen van LocalizedValidation, die de
### bibliotheek zelf niet heeft: de app levert ze hier, allemaal (catalogc controleert
### ze tegen de Engelse bron van de bibliotheek).
###
### Stem: de lezer met “je”, geen uitroeptekens, aanhalingstekens “…”. Een melding
### noemt het veld (“Vul het veld “Wachtwoord” in.”), zodat de naam nooit van vorm
### verandert.

## Aanwezigheid en tekst

required = Vul het veld “{ $field }” in.

invisible-characters = Het veld “{ $field }” bevat onzichtbare tekens of tekens die de schrijfrichting veranderen.

unprocessable = Het veld “{ $field }” kon niet worden verwerkt.

## Lengte

too-short =
    Het veld “{ $field }” moet minstens { $min ->
        [one] { $min } teken
       *[other] { $min } tekens
    } bevatten.

too-long =
    Het veld “{ $field }” mag maximaal { $max ->
        [one] { $max } teken
       *[other] { $max } tekens
    } bevatten.

wrong-length =
    Het veld “{ $field }” moet precies { $length ->
        [one] { $length } teken
       *[other] { $length } tekens
    } bevatten.

# De grens staat in bytes, een eenheid waarin gebruikers niet denken: de melding vraagt om een kortere tekst.
# @allow-dropped-argument
too-long-bytes = De tekst in het veld “{ $field }” is te lang. Maak hem korter.

pattern-mismatch = De invoer in het veld “{ $field }” heeft niet de juiste vorm.

## Keuzes

must-be-true = Vink “{ $field }” aan om verder te gaan.

not-one-of = Kies in het veld “{ $field }” een van de aangeboden opties.

confirmation-mismatch = Het veld “{ $field }” komt niet overeen met het veld “{ $other }”.

## Formulieren

submit-failed = Er ging iets mis. Probeer het opnieuw.

## Verstuurde structuur

unknown-field = Dit formulier heeft geen veld “{ $name }”.

wrong-type = De waarde in het veld “{ $field }” heeft het verkeerde type.

too-few-items =
    Het veld “{ $field }” moet minstens { $min ->
        [one] { $min } item
       *[other] { $min } items
    } bevatten.

too-many-items =
    Het veld “{ $field }” mag maximaal { $max ->
        [one] { $max } item
       *[other] { $max } items
    } bevatten.

## Getallen

number-invalid = Vul in het veld “{ $field }” een getal in.

number-not-integer = Vul in het veld “{ $field }” een heel getal in.

number-out-of-range = Het getal in het veld “{ $field }” kan niet exact worden opgeslagen. Vul een kleiner getal of minder cijfers in.

number-too-small = De waarde in het veld “{ $field }” moet minstens { $min } zijn.

number-too-large = De waarde in het veld “{ $field }” mag maximaal { $max } zijn.

integer-out-of-range = De waarde in het veld “{ $field }” moet tussen { $min } en { $max } liggen.

## Datums

date-invalid = Vul in het veld “{ $field }” een geldige datum in, bijvoorbeeld { $example }.

date-ambiguous-year = Vul in het veld “{ $field }” het jaar in vier cijfers in.

date-in-future = De datum in het veld “{ $field }” mag niet in de toekomst liggen.

date-too-early = De datum in het veld “{ $field }” mag niet vóór { $date } liggen.

date-too-late = De datum in het veld “{ $field }” mag niet na { $date } liggen.

# Na een getal blijft “jaar” enkelvoud: “18 jaar”.
too-young =
    Je moet minstens { $age ->
        [one] { $age } jaar
       *[other] { $age } jaar
    } oud zijn.

too-old =
    De leeftijd mag niet hoger zijn dan { $age ->
        [one] { $age } jaar
       *[other] { $age } jaar
    }.

## E-mailadressen

email-invalid = Vul in het veld “{ $field }” een geldig e-mailadres in.

email-missing-at = Het e-mailadres in het veld “{ $field }” moet een @ bevatten.

email-empty-local-part = Vul in het veld “{ $field }” ook het deel vóór het @-teken in.

email-empty-domain = Vul in het veld “{ $field }” ook het domein na het @-teken in.

email-invalid-local-part = Het e-mailadres in het veld “{ $field }” bevat vóór het @-teken tekens die niet zijn toegestaan.

email-dot-placement = Het e-mailadres in het veld “{ $field }” mag niet met een punt beginnen of eindigen en geen twee punten achter elkaar bevatten.

email-invalid-domain = Het e-mailadres in het veld “{ $field }” bevat een ongeldige domeinnaam.

email-domain-needs-dot = Vul in het veld “{ $field }” een volledig domein in, bijvoorbeeld voorbeeld.nl.

email-invalid-top-level-domain = Het domein van het e-mailadres in het veld “{ $field }” moet eindigen op een echte extensie zoals .com of .nl (cijfers en IP-adressen zijn niet toegestaan).

email-special-use-domain = Het e-mailadres in het veld “{ $field }” gebruikt een domein dat is gereserveerd voor tests of lokale netwerken (zoals .test, .local of .invalid) en kan geen e-mail ontvangen.

# De grens staat in bytes, een eenheid waarin gebruikers niet denken.
# @allow-dropped-argument
email-local-part-too-long = In het e-mailadres in het veld “{ $field }” is het deel vóór het @-teken te lang.

# De grens staat in bytes, een eenheid waarin gebruikers niet denken.
# @allow-dropped-argument
email-too-long = Het e-mailadres in het veld “{ $field }” is te lang.

## Wachtwoorden

password-too-short =
    Het veld “{ $field }” moet minstens { $min ->
        [one] { $min } teken
       *[other] { $min } tekens
    } bevatten.

password-too-long =
    Het veld “{ $field }” mag maximaal { $max ->
        [one] { $max } teken
       *[other] { $max } tekens
    } bevatten.

password-needs-digit = Het veld “{ $field }” moet minstens één cijfer bevatten.

password-too-common = Het wachtwoord in het veld “{ $field }” wordt te vaak gebruikt. Kies een ander wachtwoord.

password-invalid-characters = Het veld “{ $field }” bevat onzichtbare tekens of stuurtekens die niet in een wachtwoord mogen staan.

password-contains-personal-data = Het veld “{ $field }” mag niet je naam of je e-mailadres bevatten.

## Namen

username-invalid = Het veld “{ $field }” mag alleen letters, cijfers en eenvoudige leestekens bevatten.

nickname-invalid = Het veld “{ $field }” bevat tekens die niet in een naam mogen staan.

identifier-mixed-scripts = Het veld “{ $field }” bevat letters uit verschillende alfabetten.

identifier-confusable = De naam in het veld “{ $field }” lijkt te veel op een naam die al in gebruik is.

## Identificatienummers

cpf-invalid = Controleer het nummer in het veld “{ $field }”: dit is geen geldig CPF-nummer.

cnpj-invalid = Controleer het nummer in het veld “{ $field }”: dit is geen geldig CNPJ-nummer.

inn-invalid = Controleer het nummer in het veld “{ $field }”: dit is geen geldig INN-nummer.

snils-invalid = Controleer het nummer in het veld “{ $field }”: dit is geen geldig SNILS-nummer.

## Antwoorden van de server

validation-failed = Het formulier bevat fouten.

error-count =
    { $count ->
        [0] geen fouten
        [one] { $count } fout
       *[other] { $count } fouten
    }

body-unreadable = De request body kon niet worden gelezen.

body-too-large = De request body is te groot.

json-syntax = De request body is geen geldige JSON.

json-invalid-utf8 = De request body bevat tekst die niet in UTF-8 is gecodeerd. Verstuur hem in UTF-8.

json-byte-order-mark = De request body begint met een byte order mark (BOM). Verstuur de JSON zonder BOM.

json-not-an-object = De request body moet een JSON-object met de veldwaarden zijn.

json-duplicate-key = Een sleutel komt twee keer voor in hetzelfde object. Verstuur elke sleutel maar één keer.

json-too-large = De request body is groter dan deze server accepteert. Verstuur minder gegevens.

json-too-deep = De request body nest objecten en arrays te diep.

json-too-many-elements = Een object of array in de request body heeft te veel elementen.

json-too-many-values = De request body bevat te veel waarden voor zijn grootte.

json-number-too-long = Een getal in de request body heeft te veel cijfers.

json-number-out-of-range = Een getal in de request body valt buiten het toegestane bereik: de exponent is te groot of te klein.

## Asynchrone controles

check-timed-out = Het veld “{ $field }” kon niet op tijd worden gecontroleerd. Probeer het opnieuw.

check-failed = Het veld “{ $field }” kon niet worden gecontroleerd. Probeer het opnieuw.
