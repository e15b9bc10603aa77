### Messaggi delle regole integrate di LocalizedValidation.
###
### Voce: maiuscola solo a inizio frase, nessun punto esclamativo, del tu («inserisci»,
### «scegli», «riprova»), virgolette basse «…». Il messaggio parla del campo («Il campo
### «Password» è obbligatorio.»): l’etichetta non cambia mai forma, non prende articoli e
### l’accordo è con «campo», qualunque sia il suo genere.

## Presenza e testo

required = Il campo «{ $field }» è obbligatorio.

invisible-characters = Il campo «{ $field }» contiene caratteri invisibili o che cambiano la direzione del testo.

unprocessable = Non è stato possibile elaborare il campo «{ $field }».

## Lunghezza

too-short =
    Il campo «{ $field }» deve contenere almeno { $min ->
        [one] { $min } carattere
        [many] { $min } di caratteri
       *[other] { $min } caratteri
    }.

too-long =
    Il campo «{ $field }» può contenere al massimo { $max ->
        [one] { $max } carattere
        [many] { $max } di caratteri
       *[other] { $max } caratteri
    }.

wrong-length =
    Il campo «{ $field }» deve contenere esattamente { $length ->
        [one] { $length } carattere
        [many] { $length } di caratteri
       *[other] { $length } caratteri
    }.

# Il limite è in byte, un’unità a cui l’utente non pensa: il messaggio chiede di accorciare il testo.
# @allow-dropped-argument
too-long-bytes = Il testo del campo «{ $field }» è troppo lungo. Accorcialo.

pattern-mismatch = Il campo «{ $field }» non è nel formato corretto.

## Scelte

must-be-true = Seleziona «{ $field }» per continuare.

not-one-of = Scegli una delle opzioni disponibili per il campo «{ $field }».

confirmation-mismatch = Il campo «{ $field }» non corrisponde al campo «{ $other }».

## Moduli

submit-failed = Si è verificato un errore. Riprova.

## Struttura inviata

unknown-field = Questo modulo non ha un campo «{ $name }».

wrong-type = Il valore del campo «{ $field }» non è del tipo corretto.

too-few-items =
    Il campo «{ $field }» deve contenere almeno { $min ->
        [one] { $min } elemento
        [many] { $min } di elementi
       *[other] { $min } elementi
    }.

too-many-items =
    Il campo «{ $field }» può contenere al massimo { $max ->
        [one] { $max } elemento
        [many] { $max } di elementi
       *[other] { $max } elementi
    }.

## Numeri

number-invalid = Inserisci un numero nel campo «{ $field }».

number-not-integer = Inserisci un numero intero nel campo «{ $field }».

number-out-of-range = Il numero del campo «{ $field }» non può essere salvato con esattezza. Inserisci un numero più piccolo o con meno cifre.

number-too-small = Il valore del campo «{ $field }» deve essere almeno { $min }.

number-too-large = Il valore del campo «{ $field }» non può superare { $max }.

integer-out-of-range = Il valore del campo «{ $field }» deve essere compreso tra { $min } e { $max }.

## Date

date-invalid = Inserisci una data valida nel campo «{ $field }», ad esempio { $example }.

date-ambiguous-year = Inserisci l’anno con quattro cifre nel campo «{ $field }».

date-in-future = La data del campo «{ $field }» non può essere nel futuro.

date-too-early = La data del campo «{ $field }» non può essere precedente al { $date }.

date-too-late = La data del campo «{ $field }» non può essere successiva al { $date }.

too-young =
    Devi avere almeno { $age ->
        [one] { $age } anno
        [many] { $age } di anni
       *[other] { $age } anni
    }.

too-old =
    L’età non può superare { $age ->
        [one] { $age } anno
        [many] { $age } di anni
       *[other] { $age } anni
    }.

## Indirizzi email

email-invalid = Inserisci un indirizzo email valido nel campo «{ $field }».

email-missing-at = L’indirizzo del campo «{ $field }» deve contenere il simbolo @.

email-empty-local-part = L’indirizzo del campo «{ $field }» deve avere un nome prima della @.

email-empty-domain = L’indirizzo del campo «{ $field }» deve avere un dominio dopo la @.

email-invalid-local-part = L’indirizzo del campo «{ $field }» contiene caratteri non consentiti prima della @.

email-dot-placement = L’indirizzo del campo «{ $field }» non può iniziare o finire con un punto, né contenere due punti consecutivi.

email-invalid-domain = L’indirizzo del campo «{ $field }» contiene un nome di dominio non valido.

email-domain-needs-dot = L’indirizzo del campo «{ $field }» deve avere un dominio completo, ad esempio esempio.it.

email-invalid-top-level-domain = Il dominio dell’indirizzo del campo «{ $field }» deve terminare con un’estensione reale, come .com o .it (numeri e indirizzi IP non sono accettati).

email-special-use-domain = L’indirizzo del campo «{ $field }» usa un dominio riservato ai test o alle reti locali (come .test, .local o .invalid), che non può ricevere email.

# Il limite è in byte, un’unità a cui l’utente non pensa.
# @allow-dropped-argument
email-local-part-too-long = Nell’indirizzo del campo «{ $field }» il nome prima della @ è troppo lungo.

# Il limite è in byte, un’unità a cui l’utente non pensa.
# @allow-dropped-argument
email-too-long = L’indirizzo del campo «{ $field }» è troppo lungo.

## Password

password-too-short =
    Il campo «{ $field }» deve contenere almeno { $min ->
        [one] { $min } carattere
        [many] { $min } di caratteri
       *[other] { $min } caratteri
    }.

password-too-long =
    Il campo «{ $field }» può contenere al massimo { $max ->
        [one] { $max } carattere
        [many] { $max } di caratteri
       *[other] { $max } caratteri
    }.

password-needs-digit = Il campo «{ $field }» deve contenere almeno un numero.

password-too-common = La password del campo «{ $field }» è troppo comune. Scegline un’altra.

password-invalid-characters = Il campo «{ $field }» contiene caratteri invisibili o di controllo che non si possono usare in una password.

password-contains-personal-data = Il campo «{ $field }» non può contenere il tuo nome o il tuo indirizzo email.

## Identificativi

username-invalid = Il campo «{ $field }» può contenere solo lettere, numeri e segni di punteggiatura semplici.

nickname-invalid = Il campo «{ $field }» contiene caratteri che non si possono usare in un nome.

identifier-mixed-scripts = Il campo «{ $field }» mescola lettere di alfabeti diversi.

identifier-confusable = Il nome del campo «{ $field }» è troppo simile a un nome già in uso.

## Documenti

cpf-invalid = Controlla il numero del campo «{ $field }»: non è un CPF valido.

cnpj-invalid = Controlla il numero del campo «{ $field }»: non è un CNPJ valido.

inn-invalid = Controlla il numero del campo «{ $field }»: non è un INN valido.

snils-invalid = Controlla il numero del campo «{ $field }»: non è uno SNILS valido.

## Risposte del server

validation-failed = Il modulo contiene errori.

error-count =
    { $count ->
        [0] nessun errore
        [one] { $count } errore
        [many] { $count } di errori
       *[other] { $count } errori
    }

body-unreadable = Non è stato possibile leggere il corpo della richiesta.

body-too-large = Il corpo della richiesta è troppo grande.

json-syntax = Il corpo della richiesta non è un JSON valido.

json-invalid-utf8 = Il corpo della richiesta contiene testo non codificato in UTF-8. Invialo codificato in UTF-8.

json-byte-order-mark = Il corpo della richiesta inizia con un byte order mark (BOM). Invia il JSON senza BOM.

json-not-an-object = Il corpo della richiesta deve essere un oggetto JSON con i valori dei campi.

json-duplicate-key = Una chiave compare due volte nello stesso oggetto. Invia ogni chiave una sola volta.

json-too-large = Il corpo della richiesta supera la dimensione accettata da questo server. Invia meno dati.

json-too-deep = Il corpo della richiesta annida oggetti e array su troppi livelli.

json-too-many-elements = Un oggetto o un array nel corpo della richiesta ha troppi elementi.

json-too-many-values = Il corpo della richiesta contiene troppi valori per la sua dimensione.

json-number-too-long = Un numero nel corpo della richiesta ha troppe cifre.

json-number-out-of-range = Un numero nel corpo della richiesta è fuori dall’intervallo consentito: l’esponente è troppo grande o troppo piccolo.

## Verifiche asincrone

check-timed-out = Non è stato possibile verificare il campo «{ $field }» in tempo. Riprova.

check-failed = Non è stato possibile verificare il campo «{ $field }». Riprova.
