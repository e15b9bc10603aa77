### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } elemento
        [many] { $count } di elementi
       *[other] { $count } elementi
    }

when-full = { DATETIME($when, timeStyle: "full") }
