download =
    { PLATFORM() ->
        [windows] Baixar para Windows
        [macos] Baixar para macOS
       *[other] Baixar
    }

share = Compartilhe { SHORTEN($url, length: 20) } pelo { PLATFORM() }

shared = Compartilhado { SHORTEN("https://example.com/a/long/path") }
