# Variables:
#   $count (Int) - how many files
files =
    { $count ->
        [one] One file
       *[other] { $count } files
    }

# Variables:
#   $amount (Double) - a price
price = Price: { NUMBER($amount, minimumFractionDigits: 2) }

# Variables:
#   $day (Date) - a day
due = Due { DATETIME($day, dateStyle: "short") }

limit = Up to { 1234567 } files
