files =
    { $count ->
        [one] Un fichièr
       *[other] { $count } fichièrs
    }

price = Prètz: { NUMBER($amount, minimumFractionDigits: 2) }

due = Per { DATETIME($day, dateStyle: "short") }

limit = Fins a { 1234567 } fichièrs
