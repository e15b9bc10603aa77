### The render suite's message: a plural select with the formatted count in each variant.

# Variables:
#   $count (Int) - how many items
items =
    { $count ->
        [one] { $count } item
       *[other] { $count } items
    }

## The instants suite's message: an instant in the full time style, with its zone's name.

# Variables:
#   $when (DateTime) - an instant
when-full = { DATETIME($when, timeStyle: "full") }
