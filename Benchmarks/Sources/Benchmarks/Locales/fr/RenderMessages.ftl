### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } élément
        [many] { $count } d’éléments
       *[other] { $count } éléments
    }

when-full = { DATETIME($when, timeStyle: "full") }
