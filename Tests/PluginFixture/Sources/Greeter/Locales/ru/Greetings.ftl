hello =
    Привет, { $name }! У вас { $count ->
        [one] { $count } новое сообщение
        [few] { $count } новых сообщения
       *[many] { $count } новых сообщений
    }. Ящик заполнен на { NUMBER($share, style: "percent") }. Последний визит: { DATETIME($lastVisit, dateStyle: "medium", timeStyle: "full") }.
