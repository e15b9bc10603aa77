### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [one] { $count } елемент
        [few] { $count } елементи
        [many] { $count } елементів
       *[other] { $count } елемента
    }

when-full = { DATETIME($when, timeStyle: "full") }
