## Названия полей

field-name = Имя

field-email = Эл. почта

field-password = Пароль

field-confirmation = Подтверждение пароля

field-birth-date = Дата рождения

field-plan = Тариф

field-newsletter = Рассылка

field-experience = Опыт

field-dependents = Иждивенцы

field-age = Возраст

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
