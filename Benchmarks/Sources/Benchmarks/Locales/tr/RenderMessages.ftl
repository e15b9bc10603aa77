### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } öğe
       *[other] { $count } öğe
    }

when-full = { DATETIME($when, timeStyle: "full") }
