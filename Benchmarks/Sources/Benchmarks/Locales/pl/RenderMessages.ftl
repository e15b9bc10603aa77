### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } element
        [few] { $count } elementy
        [many] { $count } elementów
       *[other] { $count } elementu
    }

when-full = { DATETIME($when, timeStyle: "full") }
