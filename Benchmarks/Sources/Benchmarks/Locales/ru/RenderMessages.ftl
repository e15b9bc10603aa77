items =
    { $count ->
        [one] { $count } товар
        [few] { $count } товара
        [many] { $count } товаров
       *[other] { $count } товара
    }

when-full = { DATETIME($when, timeStyle: "full") }
