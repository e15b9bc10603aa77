### Request field labels (the Registration example's), with the genders messages agree with.

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

field-terms = Я приймаю умови використання

field-bio = Про себе
