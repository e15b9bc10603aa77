### The messages of LocalizedValidation's built-in rules.
### Every message takes the field's label as $field, already in the rendering locale.

## Presence and text

# Variables:
#   $field (Text) - the field's label
required = { $field } is required.

# Variables:
#   $field (Text) - the field's label
invisible-characters = { $field } contains invisible or direction-changing characters.

# Variables:
#   $field (Text) - the field's label
unprocessable = { $field } could not be processed.

## Length

# Variables:
#   $field (Text) - the field's label
#   $min (Int) - the minimum, in characters
too-short =
    { $field } must be at least { $min ->
        [one] { $min } character
       *[other] { $min } characters
    } long.

# Variables:
#   $field (Text) - the field's label
#   $max (Int) - the maximum, in characters
too-long =
    { $field } must be at most { $max ->
        [one] { $max } character
       *[other] { $max } characters
    } long.

# Variables:
#   $field (Text) - the field's label
#   $length (Int) - the required length, in characters
wrong-length =
    { $field } must be exactly { $length ->
        [one] { $length } character
       *[other] { $length } characters
    } long.

# Variables:
#   $field (Text) - the field's label
#   $max (Int) - the maximum, in bytes of UTF-8
too-long-bytes =
    { $field } is too long: the limit is { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }.

# Variables:
#   $field (Text) - the field's label
pattern-mismatch = { $field } is not in the expected format.

## Choices

# Variables:
#   $field (Text) - the checkbox's label as the user reads it beside the box, quoted: it
#     works with a sentence ("I accept the terms") as well as a noun ("Terms")
must-be-true = Select “{ $field }” to continue.

# Variables:
#   $field (Text) - the field's label
not-one-of = { $field } must be one of the offered options.

# Variables:
#   $field (Text) - the confirmation field's label
#   $other (Text) - the label of the field it confirms
confirmation-mismatch = { $field } does not match { $other }.

## Forms

submit-failed = Something went wrong. Try again.

## Submitted structure

# Variables:
#   $name (String) - the submitted key, as sent
unknown-field = “{ $name }” is not a field of this form.

# Variables:
#   $field (Text) - the field's label
wrong-type = { $field } has the wrong kind of value.

# Variables:
#   $field (Text) - the field's label
#   $min (Int) - the fewest items allowed
too-few-items =
    { $field } must have at least { $min ->
        [one] { $min } item
       *[other] { $min } items
    }.

# Variables:
#   $field (Text) - the field's label
#   $max (Int) - the most items allowed
too-many-items =
    { $field } can have at most { $max ->
        [one] { $max } item
       *[other] { $max } items
    }.

## Numbers

# Variables:
#   $field (Text) - the field's label
number-invalid = { $field } must be a number.

# Variables:
#   $field (Text) - the field's label
number-not-integer = { $field } must be a whole number.

# A submitted number the app's type cannot hold without rounding (300 for an 8-bit
# integer, 39 significant digits for a Decimal).
# Variables:
#   $field (Text) - the field's label
number-out-of-range = { $field } can't be stored exactly. Enter a smaller number or fewer digits.

# Variables:
#   $field (Text) - the field's label
#   $min (Number) - the smallest allowed value
number-too-small = { $field } must be at least { $min }.

# Variables:
#   $field (Text) - the field's label
#   $max (Number) - the largest allowed value
number-too-large = { $field } must be at most { $max }.

# Variables:
#   $field (Text) - the field's label
#   $min (Int) - the smallest allowed value
#   $max (Int) - the largest allowed value
integer-out-of-range = { $field } must be between { $min } and { $max }.

## Dates

# Variables:
#   $field (Text) - the field's label
#   $example (String) - a valid date in the expected format
date-invalid = { $field } must be a valid date, such as { $example }.

# Variables:
#   $field (Text) - the field's label
date-ambiguous-year = { $field } needs the year in four digits.

# Variables:
#   $field (Text) - the field's label
date-in-future = { $field } cannot be in the future.

# Variables:
#   $field (Text) - the field's label
#   $date (Date) - the earliest allowed date
date-too-early = { $field } must be on or after { $date }.

# Variables:
#   $field (Text) - the field's label
#   $date (Date) - the latest allowed date
date-too-late = { $field } must be on or before { $date }.

# Variables:
#   $age (Int) - the minimum age in whole years
too-young =
    You must be at least { $age ->
        [one] { $age } year
       *[other] { $age } years
    } old.

# Variables:
#   $age (Int) - the maximum age in whole years
too-old =
    The age cannot be more than { $age ->
        [one] { $age } year
       *[other] { $age } years
    }.

## E-mail addresses

# Variables:
#   $field (Text) - the field's label
email-invalid = { $field } is not a valid e-mail address.

# Variables:
#   $field (Text) - the field's label
email-missing-at = { $field } must contain an @ sign.

# Variables:
#   $field (Text) - the field's label
email-empty-local-part = { $field } needs a name before the @ sign.

# Variables:
#   $field (Text) - the field's label
email-empty-domain = { $field } needs a domain after the @ sign.

# Variables:
#   $field (Text) - the field's label
email-invalid-local-part = { $field } has characters that are not allowed before the @ sign.

# Variables:
#   $field (Text) - the field's label
email-dot-placement = { $field } cannot start or end with a dot, or have two dots in a row.

# Variables:
#   $field (Text) - the field's label
email-invalid-domain = { $field } has a domain name that does not exist in this form.

# Variables:
#   $field (Text) - the field's label
email-domain-needs-dot = { $field } needs a full domain, such as example.com.

# Variables:
#   $field (Text) - the field's label
email-invalid-top-level-domain = { $field } has a domain that does not end in a real top-level domain such as .com (numbers and IP addresses are not accepted).

# Variables:
#   $field (Text) - the field's label
email-special-use-domain = { $field } uses a domain reserved for testing or local networks (such as .test, .local or .invalid), which cannot receive e-mail.

# Variables:
#   $field (Text) - the field's label
#   $max (Int) - the limit, in bytes
email-local-part-too-long = { $field } has a name before the @ sign longer than { $max } bytes.

# Variables:
#   $field (Text) - the field's label
#   $max (Int) - the limit, in bytes
email-too-long = { $field } is longer than { $max } bytes.

## Passwords

# Variables:
#   $field (Text) - the field's label
#   $min (Int) - the minimum length, in characters
password-too-short =
    { $field } must have at least { $min ->
        [one] { $min } character
       *[other] { $min } characters
    }.

# Variables:
#   $field (Text) - the field's label
#   $max (Int) - the maximum length, in characters
password-too-long =
    { $field } can have at most { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }.

# Variables:
#   $field (Text) - the field's label
password-needs-digit = { $field } must contain at least one digit.

# Variables:
#   $field (Text) - the field's label
password-too-common = { $field } is too common; choose another.

# Variables:
#   $field (Text) - the field's label
password-invalid-characters = { $field } contains invisible or control characters that cannot be used in a password.

# Variables:
#   $field (Text) - the field's label
password-contains-personal-data = { $field } must not contain your name or e-mail address.

## Identifiers

# Variables:
#   $field (Text) - the field's label
username-invalid = { $field } can only use letters, digits and simple punctuation.

# Variables:
#   $field (Text) - the field's label
nickname-invalid = { $field } contains characters that cannot be used in a name.

# Variables:
#   $field (Text) - the field's label
identifier-mixed-scripts = { $field } mixes letters of different alphabets.

# Variables:
#   $field (Text) - the field's label
identifier-confusable = { $field } looks too similar to a name already in use.

## National identifiers

# Variables:
#   $field (Text) - the field's label
cpf-invalid = { $field } is not a valid CPF.

# Variables:
#   $field (Text) - the field's label
cnpj-invalid = { $field } is not a valid CNPJ.

# Variables:
#   $field (Text) - the field's label
inn-invalid = { $field } is not a valid INN.

# Variables:
#   $field (Text) - the field's label
snils-invalid = { $field } is not a valid SNILS.

## Server responses

# The title of a problem-details response (RFC 9457) for a submission with errors.
validation-failed = The submitted values are not valid.

# A summary of how many errors a submission has: a problem's detail, a form's heading.
# Variables:
#   $count (Int) - how many errors
error-count =
    { $count ->
        [0] no errors
        [one] { $count } error
       *[other] { $count } errors
    }

# The title of a problem-details response (status 400) for a request body that could
# not be read as JSON; the detail says why (one of the json-* messages).
body-unreadable = The request body could not be read.

# The title of a problem-details response (status 413) for a request body over the
# server's size limit.
body-too-large = The request body is too large.

# Why a request body could not be read (JSONInputError's reasons), for the developer of
# the client that sent it: a problem's detail, beside the byte offset and the pointer.
json-syntax = The request body is not valid JSON.

json-invalid-utf8 = The request body contains text that is not UTF-8. Send it encoded as UTF-8.

json-byte-order-mark = The request body starts with a byte order mark. Send the JSON without it.

json-not-an-object = The request body must be a JSON object of field values.

json-duplicate-key = A key appears twice in the same object. Send each key once.

json-too-large = The request body is larger than this server accepts. Send less data.

json-too-deep = The request body nests objects and arrays too deeply.

json-too-many-elements = An object or array in the request body has too many entries.

json-too-many-values = The request body holds too many values for its size.

json-number-too-long = A number in the request body has too many digits.

json-number-out-of-range = A number in the request body is out of range: its exponent is too large or too small.

## Asynchronous checks

# Variables:
#   $field (Text) - the field's label
check-timed-out = { $field } could not be checked in time. Try again.

# Variables:
#   $field (Text) - the field's label
check-failed = { $field } could not be checked. Try again.
