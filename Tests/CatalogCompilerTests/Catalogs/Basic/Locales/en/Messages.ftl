### Messages of the Basic fixture: one of each feature the renderer supports.

-brand = Acme
    .gender = feminine

# Shown under a field the user left empty.
# Variables:
#   $field (String) - the field's label, already localized
required = { $field } is required.

# Variables:
#   $field (String) - the field's label
#   $min (Int) - minimum length, in user-perceived characters
too-short =
    { $field } must have at least { $min ->
        [one] { $min } character
       *[other] { $min } characters
    }.

# Variants are tried in source order: 0 is [0] here, before its category.
files =
    { $count ->
        [0] No files
        [one] One file
       *[other] { $count } files
    }

# Variables:
#   $distance (Number) - kilometres, with one fraction digit
distance =
    { NUMBER($distance, minimumFractionDigits: 1) ->
        [one] { NUMBER($distance, minimumFractionDigits: 1) } kilometre
       *[other] { NUMBER($distance, minimumFractionDigits: 1) } kilometres
    }

born = Born on { DATETIME($date, dateStyle: "long") }.

# Variables:
#   $gender (String) - "feminine", "masculine" or anything else
greeting =
    { $gender ->
        [feminine] Welcome, dear reader
        [masculine] Welcome, dear reader
       *[other] Welcome
    }, { $name }!

welcome = Welcome to { -brand }, { $name }!
    .title = { -brand } sign-up
    .placeholder = Your name

# A message referencing another: its variables pass through.
welcome-back = { welcome } Good to see you again.

# Variables:
#   $place (String) - the competition
#   $place-rank (Int) - the finishing position
place =
    { $place } ({ NUMBER($place-rank, type: "ordinal") ->
        [one] { $place-rank }st
        [two] { $place-rank }nd
        [few] { $place-rank }rd
       *[other] { $place-rank }th
    })

default = Something went wrong.

only-in-source = This message has no translations yet.

# Variables:
#   $field (Text) - the field's label, from any catalog; rendered in this message's locale
labeled-required = { $field } is required.

# Variables:
#   $field (Text) - a label that may declare its gender, which translations agree with
labeled-invalid = { $field } is invalid.

# Variants are tried in source order and the first match wins: 1 is [one], never [1].
first-match =
    { $count ->
        [one] one (the category)
        [1] one (the number)
       *[other] { $count } (other)
    }

# A number key matches by value: [1.0] is 1.
# @allow-plural-fallback
points =
    { $points ->
        [0.0] no points
        [1.0] a point
       *[other] { $points } points
    }

-unit =
    { $count ->
        [one] file
       *[other] files
    }

-app =
    { $case ->
        [genitive] Acme's
       *[nominative] Acme
    }

# A message referencing another with a plural, and terms with arguments.
files-in-app = { files } ({ -unit(count: 1) }/{ -unit(count: 5) }) in { -app(case: "genitive") } folder, not { -app }'s.

# A term may reference a message: the message's arguments pass through the term.
-signature = { signed-by } for { -app }

signed-by = signed by { $signer }

signed-note = Note { -signature }.

# A default variant before others is tried at its place: 0 is [0] only if not [one].
# @allow-plural-fallback
default-first =
    { $count ->
       *[one] one or other
        [0] zero
    }

# An argument named like the generated functions' isolation parameter.
isolated-name = Name: { $isolation }

-counted =
    { $n ->
        [one] { $n } item
       *[other] { $n } items
    }

literals = { 1000 } · { 3.50 } · { NUMBER(1234.5, minimumFractionDigits: 2) } · { -counted(n: 1000) }

# Variables:
#   $count (Int) - any Int, up to Int.max
big-count =
    { NUMBER($count, maximumFractionDigits: 0) ->
        [one] { NUMBER($count, maximumFractionDigits: 0) } thing
       *[other] { NUMBER($count, maximumFractionDigits: 0) } things
    }

weekday = { DATETIME($date, dateStyle: "full") }
