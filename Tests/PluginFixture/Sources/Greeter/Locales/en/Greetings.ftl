# Variables:
#   $name (String) - who to greet
#   $count (Int) - unread messages
hello =
    Hello, { $name }! You have { $count ->
        [one] one new message
       *[other] { $count } new messages
    }.
