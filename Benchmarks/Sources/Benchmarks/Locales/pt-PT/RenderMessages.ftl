### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } item
        [many] { $count } de itens
       *[other] { $count } itens
    }

when-full = { DATETIME($when, timeStyle: "full") }
