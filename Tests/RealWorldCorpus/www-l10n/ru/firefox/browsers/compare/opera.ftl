# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/opera/

# Page title
compare-opera-firefox-vs-opera = Сравнение { -brand-name-firefox } и Opera
# HTML page description
compare-opera-read-our-comparison = Прочитайте наше сравнение браузеров { -brand-name-firefox } и Opera по возможностям, приватности и простоте использования.
# Variables:
# $fingerprint (url) - link to https://www.mozilla.org/firefox/features/block-fingerprinting/
compare-opera-firefoxs-default-privacy-settings = Настройки приватности по умолчанию в { -brand-name-firefox } строже, чем в Opera, а также у нас больше функций для предотвращения отслеживания вас веб-сайтами, например, <a { $fingerprint }>блокировка цифровых отпечатков</a>.
compare-opera-firefox-offers-a-wide-range-of = { -brand-name-firefox } предлагает широкий диапазон возможностей для настройки, в том числе возможность перемещать меню и панели инструментов в другие места окна браузера. Интерфейс Opera менее настраиваемый.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-bookmarks-and-other-data-microsoft-edge
compare-opera-switching-to-firefox-is-easy = Перейти на { -brand-name-firefox } легко и быстро — импортируйте свои закладки Opera, пароли, историю и настройки одним кликом и сразу же будьте готовы к использованию { -brand-name-firefox }. Вот <a { $howto }>как использовать кнопку «Импорт» для перехода</a>.
