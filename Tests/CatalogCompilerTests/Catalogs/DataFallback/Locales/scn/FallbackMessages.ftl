files =
    { $count ->
        [one] Un file
       *[other] { $count } file
    }

price = Prezzu: { NUMBER($amount, minimumFractionDigits: 2) }

due = Pi { DATETIME($day, dateStyle: "short") }

limit = Finu a { 1234567 } file
