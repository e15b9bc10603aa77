-brand = Акме
    .gender = feminine

-app =
    { $case ->
        [genitive] Акме
       *[nominative] Акме
    }

-unit =
    { $count ->
        [one] файл
        [few] файла
        [many] файлов
       *[other] файла
    }

-counted = { $n } штук

plain-int = У вас { $n }.

cardinal =
    { $n ->
        [one] { $n } файл
        [few] { $n } файла
        [many] { $n } файлов
       *[other] { $n } файла
    }

# @allow-plural-fallback
number-keys =
    { $n ->
        [0] нет файлов
        [1] ровно один файл
        [22] двадцать два файла
       *[other] { $n } файлов
    }

# @allow-plural-fallback
number-key-after-category =
    { $n ->
        [one] один (категория)
        [1] один (число)
       *[other] другое
    }

ordinal =
    { NUMBER($n, type: "ordinal") ->
       *[other] { $n }-й
    }

no-grouping = { NUMBER($n, useGrouping: "false") }

int-with-fraction = { NUMBER($n, minimumFractionDigits: 2) }

# @allow-plural-fallback
nested =
    { $n ->
        [one]
            { $gender ->
                [feminine] у неё один файл
                [masculine] у него один файл
               *[other] у них один файл
            }
       *[other]
            { $gender ->
                [feminine] у неё { $n } файлов
               *[other] у них { $n } файлов
            }
    }

amount = { NUMBER($x, minimumFractionDigits: 1) }

amount-plural =
    { NUMBER($x, minimumFractionDigits: 1) ->
        [one] { NUMBER($x, minimumFractionDigits: 1) } километр
        [few] { NUMBER($x, minimumFractionDigits: 1) } километра
        [many] { NUMBER($x, minimumFractionDigits: 1) } километров
       *[other] { NUMBER($x, minimumFractionDigits: 1) } километра
    }

amount-rounded = { NUMBER($x, maximumFractionDigits: 0) }

amount-two-digits = { NUMBER($x, minimumFractionDigits: 2, maximumFractionDigits: 2) }

plain-string = Привет, { $name }!

string-select =
    { $gender ->
        [feminine] Добро пожаловать, госпожа
        [masculine] Добро пожаловать, господин
       *[other] Добро пожаловать
    }

date-short = { DATETIME($date, dateStyle: "short") }

date-medium = { DATETIME($date, dateStyle: "medium") }

date-long = { DATETIME($date, dateStyle: "long") }

date-sentence = Дата рождения: { DATETIME($date, dateStyle: "long") }.

date-full = { DATETIME($date, dateStyle: "full") }

date-default = { DATETIME($date) }

escapes = Кавычка { "\"" }, обратная черта { "\\" }, е { "\u0435" }, эмодзи { "\U01F600" }, скобка { "{" }.

string-literal = { "Буквальный текст" } и { "" }ничего.

number-literals = { 1000 }, { 3.50 }, { -5 }, { 0.25 }, { 1000000 }.

number-function-literal = { NUMBER(1234.5, minimumFractionDigits: 2) }

# @allow-plural-fallback
literal-select =
    { 1 ->
        [one] один
       *[other] другое
    }

# @allow-plural-fallback
number-keys-fraction =
    { $x ->
        [1.5] полтора
        [1.0] ровно один
       *[other] { $x } единиц
    }

string-literal-select =
    { "b" ->
        [a] выбрано a
        [b] выбрано b
       *[other] выбрано другое
    }

nested-placeable = Вложенный {{ "внутренний" }} и {{ -brand }}.

term-positional = { -brand("игнор") } игнорирует позиционные аргументы.

term-plain = Добро пожаловать в { -brand }.

term-arguments = { -app(case: "genitive") } и { -app } и { -unit(count: 1) }/{ -unit(count: 5) }.

term-number-argument = { -counted(n: 1000) }

term-attribute-select =
    { -brand.gender ->
        [feminine] Она готова
       *[other] Оно готово
    }.

referenced = Текст по ссылке
    .title = Заголовок по ссылке

message-reference = До { referenced } после.

attribute-reference = Заголовок: { referenced.title }

with-attributes = Значение
    .title = Заголовок
    .placeholder = Введите здесь

multiline =
    Первая строка
    вторая строка

        с отступом после пустой строки
    последняя строка

reference-with-arguments = { cardinal } для { plain-string }
