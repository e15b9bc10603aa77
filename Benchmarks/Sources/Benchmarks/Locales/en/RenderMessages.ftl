### The render suite's message: a plural select with the formatted count in each variant.

# Variables:
#   $count (Int) - how many items
items =
    { $count ->
        [one] { $count } item
       *[other] { $count } items
    }
