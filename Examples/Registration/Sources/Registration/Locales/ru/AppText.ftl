## Названия полей
##
## У каждого названия указан род, с которым согласуются сообщения
## (.gender = masculine, feminine, neuter); у названий во множественном числе и фраз рода нет.

field-name = Имя
    .gender = neuter

field-email = Эл. почта
    .gender = feminine

field-password = Пароль
    .gender = masculine

field-confirmation = Подтверждение пароля
    .gender = neuter

field-birth-date = Дата рождения
    .gender = feminine

field-plan = Тариф
    .gender = masculine

field-newsletter = Рассылка
    .gender = feminine

field-experience = Опыт
    .gender = masculine

field-dependents = Иждивенцы

field-age = Возраст
    .gender = masculine

field-bio = О себе

field-terms = Я принимаю условия использования

## Экраны

screen-sign-up = Регистрация

screen-profile = Редактирование профиля

screen-registration = Создание аккаунта

no-errors = Ошибок нет: форму можно отправить.

sample = Пример «{ $name }»

## Правила приложения

free-plan-dependents = Бесплатный тариф не включает иждивенцев, а вы указали их количество: { $dependents }.
