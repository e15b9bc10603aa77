### Сообщения встроенных правил LocalizedValidation.
###
### Голос: предложения с заглавной буквы только в начале, без восклицательных знаков,
### обращение на «вы» («укажите», «выберите», «попробуйте»). Если у названия поля указан
### род (.gender = masculine, feminine или neuter), сообщение начинается с названия и
### согласуется с ним («Пароль обязателен.»); если не указан (названия во множественном
### числе, фразы), сообщение говорит о поле: «Поле «Иждивенцы» обязательно для заполнения.».

## Заполненность и текст

required =
    { GENDER($field) ->
        [masculine] { $field } обязателен.
        [feminine] { $field } обязательна.
        [neuter] { $field } обязательно.
       *[other] Поле «{ $field }» обязательно для заполнения.
    }

invisible-characters =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } содержит невидимые символы или символы смены направления текста.

unprocessable = Не удалось обработать поле «{ $field }».

## Длина

too-short =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Поле «{ $field }» должно
    } содержать не менее { $min ->
        [one] { $min } символа
        [few] { $min } символов
        [many] { $min } символов
       *[other] { $min } символа
    }.

too-long =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Поле «{ $field }» должно
    } содержать не более { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }.

wrong-length =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Поле «{ $field }» должно
    } содержать ровно { $length ->
        [one] { $length } символ
        [few] { $length } символа
        [many] { $length } символов
       *[other] { $length } символа
    }.

too-long-bytes =
    { GENDER($field) ->
        [masculine] { $field } слишком длинный
        [feminine] { $field } слишком длинная
        [neuter] { $field } слишком длинное
       *[other] Поле «{ $field }» слишком длинное
    }: допускается не более { $max ->
        [one] { $max } байта
        [few] { $max } байт
        [many] { $max } байт
       *[other] { $max } байта
    }.

pattern-mismatch =
    { GENDER($field) ->
        [masculine] { $field } указан в неверном формате.
        [feminine] { $field } указана в неверном формате.
        [neuter] { $field } указано в неверном формате.
       *[other] Поле «{ $field }» заполнено в неверном формате.
    }

## Выбор

must-be-true = Отметьте «{ $field }», чтобы продолжить.

not-one-of = В поле «{ $field }» выберите один из предложенных вариантов.

confirmation-mismatch =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } не совпадает с полем «{ $other }».

## Формы

submit-failed = Что-то пошло не так. Попробуйте ещё раз.

## Структура данных

unknown-field = Поля «{ $name }» в этой форме нет.

wrong-type =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } содержит значение неподходящего типа.

too-few-items =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Поле «{ $field }» должно
    } содержать не менее { $min ->
        [one] { $min } элемента
        [few] { $min } элементов
        [many] { $min } элементов
       *[other] { $min } элемента
    }.

too-many-items =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } может содержать не более { $max ->
        [one] { $max } элемента
        [few] { $max } элементов
        [many] { $max } элементов
       *[other] { $max } элемента
    }.

## Числа

number-invalid =
    { GENDER($field) ->
        [masculine] { $field } должен быть числом.
        [feminine] { $field } должна быть числом.
        [neuter] { $field } должно быть числом.
       *[other] Поле «{ $field }» должно содержать число.
    }

number-not-integer =
    { GENDER($field) ->
        [masculine] { $field } должен быть целым числом.
        [feminine] { $field } должна быть целым числом.
        [neuter] { $field } должно быть целым числом.
       *[other] Поле «{ $field }» должно содержать целое число.
    }

number-out-of-range = Число в поле «{ $field }» нельзя сохранить точно. Введите число поменьше или с меньшим количеством цифр.

number-too-small =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Значение поля «{ $field }» должно
    } быть не меньше { $min }.

number-too-large =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Значение поля «{ $field }» должно
    } быть не больше { $max }.

integer-out-of-range =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Значение поля «{ $field }» должно
    } быть от { $min } до { $max }.

## Даты

date-invalid =
    { GENDER($field) ->
        [masculine] { $field } указан неверно: введите дату, например { $example }.
        [feminine] { $field } указана неверно: введите дату, например { $example }.
        [neuter] { $field } указано неверно: введите дату, например { $example }.
       *[other] Поле «{ $field }» должно содержать корректную дату, например { $example }.
    }

date-ambiguous-year = В поле «{ $field }» укажите год четырьмя цифрами.

date-in-future =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Дата в поле «{ $field }»
    } не может быть в будущем.

date-too-early =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Дата в поле «{ $field }» должна
    } быть не раньше { $date }.

date-too-late =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Дата в поле «{ $field }» должна
    } быть не позже { $date }.

too-young =
    Вам должно быть не меньше { $age ->
        [one] { $age } года
        [few] { $age } лет
        [many] { $age } лет
       *[other] { $age } года
    }.

too-old =
    Возраст не может превышать { $age ->
        [one] { $age } год
        [few] { $age } года
        [many] { $age } лет
       *[other] { $age } года
    }.

## Адреса электронной почты

email-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } не является корректным адресом электронной почты.

email-missing-at =
    { GENDER($field) ->
        [masculine] { $field } должен содержать знак @.
        [feminine] { $field } должна содержать знак @.
        [neuter] { $field } должно содержать знак @.
       *[other] В поле «{ $field }» должен быть знак @.
    }

email-empty-local-part = В поле «{ $field }» перед знаком @ должно быть имя.

email-empty-domain = В поле «{ $field }» после знака @ должен быть домен.

email-invalid-local-part = В поле «{ $field }» перед знаком @ есть недопустимые символы.

email-dot-placement = Адрес в поле «{ $field }» не может начинаться или заканчиваться точкой и содержать две точки подряд.

email-invalid-domain = В поле «{ $field }» указан некорректный домен.

email-domain-needs-dot = В поле «{ $field }» укажите полный домен, например example.ru.

email-invalid-top-level-domain = В поле «{ $field }» домен должен оканчиваться настоящей доменной зоной из букв, например .ru (числа и IP-адреса не подходят).

email-special-use-domain = В поле «{ $field }» указан домен, зарезервированный для тестов или локальных сетей (например, .test, .local или .invalid): на него нельзя отправить письмо.

email-local-part-too-long = В поле «{ $field }» имя перед знаком @ длиннее { $max } байт.

email-too-long =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Адрес в поле «{ $field }»
    } длиннее { $max } байт.

## Пароли

password-too-short =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Поле «{ $field }» должно
    } содержать не менее { $min ->
        [one] { $min } символа
        [few] { $min } символов
        [many] { $min } символов
       *[other] { $min } символа
    }.

password-too-long =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } может содержать не более { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }.

password-needs-digit =
    { GENDER($field) ->
        [masculine] { $field } должен
        [feminine] { $field } должна
        [neuter] { $field } должно
       *[other] Поле «{ $field }» должно
    } содержать хотя бы одну цифру.

password-too-common =
    { GENDER($field) ->
        [masculine] { $field } слишком распространён, выберите другой.
        [feminine] { $field } слишком распространена, выберите другую.
        [neuter] { $field } слишком распространено, выберите другое.
       *[other] Значение поля «{ $field }» слишком распространено, выберите другое.
    }

password-invalid-characters =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } содержит невидимые или управляющие символы, которые нельзя использовать в пароле.

password-contains-personal-data =
    { GENDER($field) ->
        [masculine] { $field } не должен
        [feminine] { $field } не должна
        [neuter] { $field } не должно
       *[other] Поле «{ $field }» не должно
    } содержать ваше имя или адрес электронной почты.

## Идентификаторы

username-invalid = В поле «{ $field }» допускаются только буквы, цифры и простые знаки препинания.

nickname-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
        [neuter] { $field }
       *[other] Поле «{ $field }»
    } содержит символы, которые нельзя использовать в имени.

identifier-mixed-scripts = В поле «{ $field }» смешаны буквы разных алфавитов.

identifier-confusable =
    { GENDER($field) ->
        [masculine] { $field } слишком похож
        [feminine] { $field } слишком похожа
        [neuter] { $field } слишком похоже
       *[other] Значение поля «{ $field }» слишком похоже
    } на уже занятое имя.

## Документы

cpf-invalid = В поле «{ $field }» указан некорректный CPF.

cnpj-invalid = В поле «{ $field }» указан некорректный CNPJ.

inn-invalid = В поле «{ $field }» указан некорректный ИНН.

snils-invalid = В поле «{ $field }» указан некорректный СНИЛС.

## Ответы сервера

validation-failed = Отправленные данные заполнены неверно.

error-count =
    { $count ->
        [0] нет ошибок
        [one] { $count } ошибка
        [few] { $count } ошибки
        [many] { $count } ошибок
       *[other] { $count } ошибки
    }

body-unreadable = Не удалось прочитать тело запроса.

body-too-large = Тело запроса слишком большое.

json-syntax = Тело запроса не является корректным JSON.

json-invalid-utf8 = В теле запроса есть текст не в кодировке UTF-8. Отправьте его в UTF-8.

json-byte-order-mark = Тело запроса начинается с метки порядка байтов (BOM). Отправьте JSON без неё.

json-not-an-object = Тело запроса должно быть JSON-объектом со значениями полей.

json-duplicate-key = Ключ встречается в одном объекте дважды. Отправьте каждый ключ один раз.

json-too-large = Тело запроса больше, чем принимает сервер. Отправьте меньше данных.

json-too-deep = В теле запроса слишком глубокая вложенность объектов и массивов.

json-too-many-elements = В объекте или массиве в теле запроса слишком много элементов.

json-too-many-values = В теле запроса слишком много значений для его размера.

json-number-too-long = В числе в теле запроса слишком много цифр.

json-number-out-of-range = Число в теле запроса вне допустимого диапазона: слишком большой или слишком маленький порядок.

## Асинхронные проверки

check-timed-out = Не удалось вовремя проверить поле «{ $field }». Попробуйте ещё раз.

check-failed = Не удалось проверить поле «{ $field }». Попробуйте ещё раз.
