-brand = Акме
    .gender = feminine

required = Поле «{ $field }» обязательно.

too-short =
    Минимум { $min ->
        [one] { $min } символ
        [few] { $min } символа
        [many] { $min } символов
       *[other] { $min } символа
    }.

files =
    { $count ->
        [0] Нет файлов
        [one] { $count } файл
        [few] { $count } файла
        [many] { $count } файлов
       *[other] { $count } файла
    }

distance =
    { NUMBER($distance, minimumFractionDigits: 1) ->
        [one] { NUMBER($distance, minimumFractionDigits: 1) } километр
        [few] { NUMBER($distance, minimumFractionDigits: 1) } километра
        [many] { NUMBER($distance, minimumFractionDigits: 1) } километров
       *[other] { NUMBER($distance, minimumFractionDigits: 1) } километра
    }

born = Дата рождения: { DATETIME($date, dateStyle: "long") }.

greeting =
    { $gender ->
        [feminine] Добро пожаловать, дорогая читательница
        [masculine] Добро пожаловать, дорогой читатель
       *[other] Добро пожаловать
    }, { $name }!

welcome =
    Добро пожаловать в { -brand.gender ->
        [feminine] нашу { -brand }
       *[other] { -brand }
    }, { $name }!
    .title = Регистрация в { -brand }
    .placeholder = Ваше имя

welcome-back = { welcome } Рады видеть вас снова.

place = { $place } ({ $place-rank }-е место)

default = Что-то пошло не так.

labeled-required = Поле «{ $field }» обязательно.

labeled-invalid =
    { GENDER($field) ->
        [masculine] { $field } указан неверно.
        [feminine] { $field } указана неверно.
        [neuter] { $field } указано неверно.
       *[other] Поле «{ $field }» заполнено неверно.
    }

first-match =
    { $count ->
        [one] один (категория)
        [1] один (число)
        [few] { $count } (несколько)
        [many] { $count } (много)
       *[other] { $count } (другое)
    }

-unit =
    { $count ->
        [one] файл
        [few] файла
       *[many] файлов
    }

-app =
    { $case ->
        [genitive] приложения Акме
       *[nominative] приложение Акме
    }

files-in-app = { files } ({ -unit(count: 1) }/{ -unit(count: 3) }/{ -unit(count: 5) }) в папке { -app(case: "genitive") }, не { -app }.

-counted =
    { $n ->
        [one] { $n } предмет
        [few] { $n } предмета
       *[many] { $n } предметов
    }

literals = { 1000 } · { 3.50 } · { NUMBER(1234.5, minimumFractionDigits: 2) } · { -counted(n: 1000) }

big-count =
    { NUMBER($count, maximumFractionDigits: 0) ->
        [one] { NUMBER($count, maximumFractionDigits: 0) } вещь
        [few] { NUMBER($count, maximumFractionDigits: 0) } вещи
        [many] { NUMBER($count, maximumFractionDigits: 0) } вещей
       *[other] { NUMBER($count, maximumFractionDigits: 0) } вещи
    }

weekday = { DATETIME($date, dateStyle: "full") }
