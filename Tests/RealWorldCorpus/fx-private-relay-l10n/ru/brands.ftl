# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at http://mozilla.org/MPL/2.0/.


## Brands


# Dev Note: When adding to this section, use this file for naming conventions: https://github.com/mozilla/bedrock/blob/master/l10n/en/brands.ftl

-brand-name-firefox = Firefox
-brand-name-firefox-relay = Firefox Relay
-brand-name-relay = Relay
-brand-name-relay-premium = Relay Premium
-brand-name-premium = Premium
-brand-name-firefox-relay-premium = Firefox Relay Premium
-brand-name-firefox-browser =
    { $case ->
        [nominative_uppercase] Браузер Firefox
        [genitive] браузера Firefox
        [dative] браузеру Firefox
        [accusative] браузер Firefox
        [instrumental] браузером Firefox
        [prepositional] браузере Firefox
       *[nominative] браузер Firefox
    }
-brand-name-mozilla = Mozilla
-brand-name-vpn = VPN
-brand-name-mozilla-vpn = Mozilla VPN
-brand-name-mozilla-privacy-pack = Mozilla Privacy Pack
-brand-name-firefox-lockwise = Firefox Lockwise
# Deprecated
-brand-name-firefox-monitor = Firefox Monitor
-brand-name-mozilla-monitor = Mozilla Monitor
-brand-name-pocket = Pocket
# Deprecated
-brand-name-firefox-account =
    { $case ->
        [nominative_uppercase] Аккаунт Firefox
        [genitive] аккаунта Firefox
        [dative] аккаунту Firefox
        [accusative] аккаунт Firefox
        [instrumental] аккаунтом Firefox
        [prepositional] аккаунте Firefox
       *[nominative] аккаунт Firefox
    }
-brand-name-chrome = Chrome
-brand-name-google-chrome = Google Chrome
-brand-name-monitor = Monitor
-brand-name-monitor-plus = Monitor Plus
-brand-name-solo = Solo
-brand-name-solo-ai = Solo AI
