download =
    { PLATFORM() ->
        [windows] Скачать для Windows
        [macos] Скачать для macOS
       *[other] Скачать
    }

share = Поделиться { SHORTEN($url, length: 20) } из { PLATFORM() }

shared = Ссылка: { SHORTEN("https://example.com/a/long/path") }
