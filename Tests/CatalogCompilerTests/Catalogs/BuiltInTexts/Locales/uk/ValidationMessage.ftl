password-too-short =
    Пароль у полі «{ $field }» закороткий: потрібно щонайменше { $min ->
        [one] { $min } символ
        [few] { $min } символи
        [many] { $min } символів
       *[other] { $min } символу
    }.
