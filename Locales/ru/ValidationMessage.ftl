### Сообщения встроенных правил LocalizedValidation.

## Заполненность и текст

required = Поле «{ $field }» обязательно для заполнения.

invisible-characters = Поле «{ $field }» содержит невидимые символы или символы смены направления текста.

unprocessable = Не удалось обработать поле «{ $field }».

## Длина

too-short =
    Поле «{ $field }» должно содержать не менее { $min ->
        [one] { $min } символа
        [few] { $min } символов
        [many] { $min } символов
       *[other] { $min } символа
    }.

too-long =
    Поле «{ $field }» должно содержать не более { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }.

wrong-length =
    Поле «{ $field }» должно содержать ровно { $length ->
        [one] { $length } символ
        [few] { $length } символа
        [many] { $length } символов
       *[other] { $length } символа
    }.

too-long-bytes =
    Поле «{ $field }» слишком длинное: допускается не более { $max ->
        [one] { $max } байта
        [few] { $max } байт
        [many] { $max } байт
       *[other] { $max } байта
    }.

pattern-mismatch = Поле «{ $field }» заполнено в неверном формате.

## Выбор

must-be-true = Отметьте «{ $field }», чтобы продолжить.

not-one-of = В поле «{ $field }» выберите один из предложенных вариантов.

confirmation-mismatch = Поле «{ $field }» не совпадает с полем «{ $other }».

## Формы

submit-failed = Что-то пошло не так. Попробуйте ещё раз.

## Структура данных

unknown-field = Поля «{ $name }» в этой форме нет.

wrong-type = Поле «{ $field }» содержит значение неподходящего типа.

too-few-items =
    Поле «{ $field }» должно содержать не менее { $min ->
        [one] { $min } элемента
        [few] { $min } элементов
        [many] { $min } элементов
       *[other] { $min } элемента
    }.

too-many-items =
    Поле «{ $field }» может содержать не более { $max ->
        [one] { $max } элемента
        [few] { $max } элементов
        [many] { $max } элементов
       *[other] { $max } элемента
    }.

## Числа

number-invalid = Поле «{ $field }» должно содержать число.

number-not-integer = Поле «{ $field }» должно содержать целое число.

number-too-small = Значение поля «{ $field }» должно быть не меньше { $min }.

number-too-large = Значение поля «{ $field }» должно быть не больше { $max }.

integer-out-of-range = Значение поля «{ $field }» должно быть от { $min } до { $max }.

## Даты

date-invalid = Поле «{ $field }» должно содержать корректную дату, например { $example }.

date-ambiguous-year = В поле «{ $field }» укажите год четырьмя цифрами.

date-in-future = Дата в поле «{ $field }» не может быть в будущем.

date-too-early = Дата в поле «{ $field }» должна быть не раньше { $date }.

date-too-late = Дата в поле «{ $field }» должна быть не позже { $date }.

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

email-invalid = Поле «{ $field }» не является корректным адресом электронной почты.

email-missing-at = В поле «{ $field }» должен быть знак @.

email-empty-local-part = В поле «{ $field }» перед знаком @ должно быть имя.

email-empty-domain = В поле «{ $field }» после знака @ должен быть домен.

email-invalid-local-part = В поле «{ $field }» перед знаком @ есть недопустимые символы.

email-dot-placement = Адрес в поле «{ $field }» не может начинаться или заканчиваться точкой и содержать две точки подряд.

email-invalid-domain = В поле «{ $field }» указан некорректный домен.

email-domain-needs-dot = В поле «{ $field }» укажите полный домен, например example.ru.

email-invalid-top-level-domain = В поле «{ $field }» домен должен оканчиваться настоящей доменной зоной из букв, например .ru (числа и IP-адреса не подходят).

email-special-use-domain = В поле «{ $field }» указан домен, зарезервированный для тестов или локальных сетей (например, .test, .local или .invalid): на него нельзя отправить письмо.

email-local-part-too-long = В поле «{ $field }» имя перед знаком @ длиннее { $max } байт.

email-too-long = Адрес в поле «{ $field }» длиннее { $max } байт.

## Пароли

password-too-short =
    Поле «{ $field }» должно содержать не менее { $min ->
        [one] { $min } символа
        [few] { $min } символов
        [many] { $min } символов
       *[other] { $min } символа
    }.

password-too-long =
    Поле «{ $field }» может содержать не более { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }.

password-needs-digit = Поле «{ $field }» должно содержать хотя бы одну цифру.

password-too-common = Значение поля «{ $field }» слишком распространено, выберите другое.

password-invalid-characters = Поле «{ $field }» содержит невидимые или управляющие символы, которые нельзя использовать в пароле.

password-contains-personal-data = Поле «{ $field }» не должно содержать ваше имя или адрес электронной почты.

## Идентификаторы

username-invalid = В поле «{ $field }» допускаются только буквы, цифры и простые знаки препинания.

nickname-invalid = Поле «{ $field }» содержит символы, которые нельзя использовать в имени.

identifier-mixed-scripts = В поле «{ $field }» смешаны буквы разных алфавитов.

identifier-confusable = Значение поля «{ $field }» слишком похоже на уже занятое имя.

## Документы

cpf-invalid = Поле «{ $field }» не содержит корректный CPF.

cnpj-invalid = Поле «{ $field }» не содержит корректный CNPJ.

inn-invalid = Поле «{ $field }» не содержит корректный ИНН.

snils-invalid = Поле «{ $field }» не содержит корректный СНИЛС.
