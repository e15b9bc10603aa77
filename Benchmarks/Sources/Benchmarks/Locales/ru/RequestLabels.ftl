### Названия полей запроса, с родом, с которым согласуются сообщения.

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

field-terms = Условия использования

field-bio = О себе
