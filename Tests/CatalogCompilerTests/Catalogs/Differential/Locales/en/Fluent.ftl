### The differential test's catalog: every Fluent construct the compiler supports,
### rendered by the generated code and by fluent.runtime (Tests/FluentDifferential).

-brand = Acme
    .gender = feminine

-app =
    { $case ->
        [genitive] Acme's
       *[nominative] Acme
    }

-unit =
    { $count ->
        [one] file
       *[other] files
    }

-counted = { $n } items

# Variables:
#   $n (Int) - a count
plain-int = You have { $n }.

# Variables:
#   $n (Int) - a count
cardinal =
    { $n ->
        [one] { $n } file
       *[other] { $n } files
    }

# Variables:
#   $n (Int) - a count
# @allow-plural-fallback
number-keys =
    { $n ->
        [0] no files
        [1] exactly one file
        [22] twenty-two files
       *[other] { $n } files
    }

# Variables:
#   $n (Int) - a count
number-key-after-category =
    { $n ->
        [one] one (category)
        [1] one (number)
       *[other] other
    }

# Variables:
#   $n (Int) - a position
ordinal =
    { NUMBER($n, type: "ordinal") ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }

# Variables:
#   $n (Int) - a count
no-grouping = { NUMBER($n, useGrouping: "false") }

# Variables:
#   $n (Int) - a count
int-with-fraction = { NUMBER($n, minimumFractionDigits: 2) }

# Variables:
#   $n (Int) - a count
#   $gender (String) - "feminine", "masculine" or other
nested =
    { $n ->
        [one]
            { $gender ->
                [feminine] she has one file
                [masculine] he has one file
               *[other] they have one file
            }
       *[other]
            { $gender ->
                [feminine] she has { $n } files
               *[other] they have { $n } files
            }
    }

# Variables:
#   $x (Number) - an amount
amount = { NUMBER($x, minimumFractionDigits: 1) }

# Variables:
#   $x (Number) - an amount
amount-plural =
    { NUMBER($x, minimumFractionDigits: 1) ->
        [one] { NUMBER($x, minimumFractionDigits: 1) } kilometre
       *[other] { NUMBER($x, minimumFractionDigits: 1) } kilometres
    }

# Variables:
#   $x (Number) - an amount
amount-rounded = { NUMBER($x, maximumFractionDigits: 0) }

# Variables:
#   $x (Number) - an amount
amount-two-digits = { NUMBER($x, minimumFractionDigits: 2, maximumFractionDigits: 2) }

# Variables:
#   $name (String) - a name
plain-string = Hello, { $name }!

# Variables:
#   $gender (String) - "feminine", "masculine" or other
string-select =
    { $gender ->
        [feminine] Welcome, madam
        [masculine] Welcome, sir
       *[other] Welcome
    }

# Variables:
#   $date (Date) - a date
date-short = { DATETIME($date, dateStyle: "short") }

# Variables:
#   $date (Date) - a date
date-medium = { DATETIME($date, dateStyle: "medium") }

# Variables:
#   $date (Date) - a date
date-long = { DATETIME($date, dateStyle: "long") }

# A sentence ending after a date: ru's long date ends in 'г.' before the message's period.
# Variables:
#   $date (Date) - a date
date-sentence = Born on { DATETIME($date, dateStyle: "long") }.

# Variables:
#   $date (Date) - a date
date-full = { DATETIME($date, dateStyle: "full") }

# Variables:
#   $date (Date) - a date
date-default = { DATETIME($date) }

escapes = Quote { "\"" }, backslash { "\\" }, e-acute { "\u00E9" }, emoji { "\U01F600" }, brace { "{" }.

string-literal = { "Literal text" } and { "" }nothing.

number-literals = { 1000 }, { 3.50 }, { -5 }, { 0.25 }, { 1000000 }.

number-function-literal = { NUMBER(1234.5, minimumFractionDigits: 2) }

literal-select =
    { 1 ->
        [one] one
       *[other] other
    }

# Variables:
#   $x (Number) - an amount
# @allow-plural-fallback
number-keys-fraction =
    { $x ->
        [1.5] one and a half
        [1.0] exactly one
       *[other] { $x } units
    }

string-literal-select =
    { "b" ->
        [a] chose a
        [b] chose b
       *[other] chose other
    }

nested-placeable = Nested {{ "inner" }} and {{ -brand }}.

term-positional = { -brand("ignored") } ignores positional arguments.

term-plain = Welcome to { -brand }.

term-arguments = { -app(case: "genitive") } and { -app } and { -unit(count: 1) }/{ -unit(count: 5) }.

term-number-argument = { -counted(n: 1000) }

term-attribute-select =
    { -brand.gender ->
        [feminine] She
       *[other] It
    } is ready.

referenced = Referenced text
    .title = Referenced title

message-reference = Before { referenced } after.

attribute-reference = Title: { referenced.title }

with-attributes = The value
    .title = The title
    .placeholder = Type here

multiline =
    First line
    second line

        indented after a blank line
    last line

# Variables:
#   $n (Int) - a count
#   $name (String) - a name
reference-with-arguments = { cardinal } for { plain-string }
