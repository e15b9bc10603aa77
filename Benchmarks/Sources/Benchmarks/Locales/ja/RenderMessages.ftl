### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
       *[other] { $count } 件
    }

when-full = { DATETIME($when, timeStyle: "full") }
