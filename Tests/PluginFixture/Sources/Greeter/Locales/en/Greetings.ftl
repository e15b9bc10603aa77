# Variables:
#   $name (String) - who to greet
#   $count (Int) - unread messages
#   $share (Number) - how full the mailbox is, 0 to 1
#   $lastVisit (DateTime) - when they last signed in
hello =
    Hello, { $name }! You have { $count ->
        [one] one new message
       *[other] { $count } new messages
    }. Your mailbox is { NUMBER($share, style: "percent") } full. Last visit: { DATETIME($lastVisit, dateStyle: "medium", timeStyle: "full") }.
