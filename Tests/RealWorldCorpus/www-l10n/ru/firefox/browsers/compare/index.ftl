# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/

# Page title
compare-index-compare-firefox-with-other = Сравните { -brand-name-firefox } с другими браузерами
# Page description
# "stacks up" is slang for a competitive comparison to determine a winner, like stacking blocks to see who has more.
compare-index-see-how-firefox-stacks-up = Посмотрите, чем { -brand-name-firefox } отличается от других популярных веб-браузеров по функциональности, приватности и простоте использования.
compare-index-firefox-versus-google-chrome = Сравнение { -brand-name-firefox } и Google Chrome
compare-index-firefox-versus-microsoft-edge = Сравнение { -brand-name-firefox } и Microsoft Edge
compare-index-firefox-versus-apple-safari = Сравнение { -brand-name-firefox } и Apple Safari
compare-index-firefox-versus-brave = Сравнение { -brand-name-firefox } и Brave
compare-index-firefox-versus-opera = Сравнение { -brand-name-firefox } и Opera
