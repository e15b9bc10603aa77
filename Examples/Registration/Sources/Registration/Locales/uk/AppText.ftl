## Назви полів
##
## Кожна назва вказує свій граматичний рід (.gender = masculine, feminine або neuter);
## назви в множині та фрази роду не мають.

field-name = Ім’я
    .gender = neuter

field-email = Електронна пошта
    .gender = feminine

field-password = Пароль
    .gender = masculine

field-confirmation = Підтвердження пароля
    .gender = neuter

field-birth-date = Дата народження
    .gender = feminine

field-plan = Тариф
    .gender = masculine

field-newsletter = Розсилка
    .gender = feminine

field-experience = Досвід
    .gender = masculine

field-dependents = Утриманці

field-age = Вік
    .gender = masculine

field-bio = Про себе

field-terms = Я приймаю умови використання

## Екрани

screen-sign-up = Реєстрація

screen-profile = Редагування профілю

screen-registration = Створення облікового запису

no-errors = Помилок немає: форму можна надіслати.

sample = Приклад «{ $name }»

## Правила застосунку

free-plan-dependents = Безкоштовний тариф не передбачає утриманців. Ви вказали їх кількість: { $dependents }.
