### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } Element
       *[other] { $count } Elemente
    }

when-full = { DATETIME($when, timeStyle: "full") }
