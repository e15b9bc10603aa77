### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } elemento
        [many] { $count } de elementos
       *[other] { $count } elementos
    }

when-full = { DATETIME($when, timeStyle: "full") }
