### The render suite's message: a plural select with the formatted count.

items =
    { $count ->
        [zero] { $count } عنصر
        [one] عنصر واحد
        [two] عنصران
        [few] { $count } عناصر
        [many] { $count } عنصرًا
       *[other] { $count } عنصر
    }

when-full = { DATETIME($when, timeStyle: "full") }
