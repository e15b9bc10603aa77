### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
       *[other] { $count } 项
    }

when-full = { DATETIME($when, timeStyle: "full") }
