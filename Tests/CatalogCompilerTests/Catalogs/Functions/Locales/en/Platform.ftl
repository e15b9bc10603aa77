download =
    { PLATFORM() ->
        [windows] Download for Windows
        [macos] Download for macOS
       *[other] Download
    }

# Variables:
#   $url (String) - the page's address
share = Share { SHORTEN($url, length: 20) } from { PLATFORM() }

shared = Shared { SHORTEN("https://example.com/a/long/path") }
