# The app's own wording of two built-in messages; the library's text serves the others.

submit-failed = Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.

too-short =
    Im Feld „{ $field }“ fehlen noch Zeichen: mindestens { $min ->
        [one] { $min } Zeichen
       *[other] { $min } Zeichen
    }.

# A number (a Double) formats through ICU: the file declares the formatting it uses.
number-too-small = Im Feld „{ $field }“ ist { $min } das Mindeste.
