# Variables:
#   $n (Number) - a number
padded = { NUMBER($n, minimumIntegerDigits: 3) }

significant = { NUMBER($n, maximumSignificantDigits: 3) }

least-significant = { NUMBER($n, minimumSignificantDigits: 5) }

fraction = { NUMBER($n, minimumFractionDigits: 2, maximumFractionDigits: 2) }

ungrouped = { NUMBER($n, useGrouping: "false") }

percent = { NUMBER($n, style: "percent") }

price = { NUMBER($n, style: "currency", currency: "EUR") }

price-code = { NUMBER($n, style: "currency", currency: "BRL", currencyDisplay: "code") }

price-name = { NUMBER($n, style: "currency", currency: "RUB", currencyDisplay: "name") }

yen = { NUMBER($n, style: "currency", currency: "JPY") }

distance = { NUMBER($n, style: "unit", unit: "kilometer") }

speed = { NUMBER($n, style: "unit", unit: "kilometer-per-hour", unitDisplay: "long") }

# Variables:
#   $count (Int, 0...999999) - files
files =
    { NUMBER($count, style: "unit", unit: "megabyte", unitDisplay: "narrow") ->
        [one] one file's worth
       *[other] { NUMBER($count, minimumIntegerDigits: 2) } files
    }

# Variables:
#   $day (Date) - a calendar day
day-fields = { DATETIME($day, weekday: "long", day: "numeric", month: "long") }

# Variables:
#   $when (DateTime) - an instant
when-default = { $when }

when-styles = { DATETIME($when, dateStyle: "short", timeStyle: "short") }

when-time = { DATETIME($when, timeStyle: "medium") }

when-fields = { DATETIME($when, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit") }

when-24h = { DATETIME($when, hour: "numeric", minute: "2-digit", hour12: "false", timeZone: "Asia/Tokyo") }

when-12h = { DATETIME($when, hour: "numeric", minute: "2-digit", hour12: "true") }

when-era = { DATETIME($when, year: "numeric", era: "short", timeZone: "UTC") }

when-zone-name = { DATETIME($when, hour: "numeric", timeZoneName: "short") }

when-offset = { DATETIME($when, hour: "numeric", minute: "2-digit", timeZoneName: "longOffset") }

when-offset-short = { DATETIME($when, hour: "numeric", timeZoneName: "shortOffset", timeZone: "Asia/Kolkata") }
