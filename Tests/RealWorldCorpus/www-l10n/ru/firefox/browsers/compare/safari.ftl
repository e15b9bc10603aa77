# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/safari/

# Page title
compare-safari-firefox-vs-apple-safari = Сравнение { -brand-name-firefox } и Apple Safari
# HTML page description
compare-safari-read-our-comparison = Прочитайте наше сравнение браузеров { -brand-name-firefox } и Safari по возможностям, приватности и простоте использования.
compare-safari-safari-and-firefox-both-have = И Safari, и { -brand-name-firefox } имеют хорошие функции приватности и безопасности.
compare-safari-but-firefox-also-has-built-in = Но { -brand-name-firefox } также имеет встроенные инструменты, такие как:
compare-safari-firefox-offers-a-wide-range-of = { -brand-name-firefox } предлагает широкий диапазон возможностей для настройки, в том числе возможность перемещать меню и панели инструментов в другие места окна браузера. Интерфейс Safari менее настраиваемый.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/importing-safari-data-firefox
compare-safari-switching-to-firefox-is-easy = Перейти на { -brand-name-firefox } легко и быстро — импортируйте закладки Safari, пароли, историю и настройки одним щелчком мыши и сразу же будьте готовы к использованию { -brand-name-firefox }. Вот <a { $howto }>как импортировать данные из Safari</a>.
