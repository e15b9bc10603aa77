field-password = Пароль
    .gender = masculine
