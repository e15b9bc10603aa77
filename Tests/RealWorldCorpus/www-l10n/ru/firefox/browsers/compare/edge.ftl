# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/edge/

# Page title
compare-edge-firefox-vs-microsoft-edge = Сравнение { -brand-name-firefox } и Microsoft Edge
# HTML page description
compare-edge-read-our-comparison = Прочитайте наше сравнение браузеров { -brand-name-firefox } и Edge по возможностям, приватности и простоте использования.
compare-edge-firefox-makes-privacy-protection = { -brand-name-firefox } делает защиту приватности лёгкой и удобной, так что вам не нужно об этом беспокоиться.
compare-edge-we-block-trackers-by-default = Мы блокируем трекеры по умолчанию. Edge нет.
compare-edge-and-we-make-it-easy-for-you = И мы упростили вам выбор поисковой системы, которую вы будете использовать, когда вы ищете. Edge заставляет вас копаться в настройках, чтобы использовать поисковую систему, отличную от Bing.
compare-edge-microsoft-has-to-make-their-shareholders = Microsoft должна делать своих акционеров довольными, но мы можем сосредоточиться на том, чтобы <strong>вы</strong> были довольны и ставили вашу приватность на первое место.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-bookmarks-and-other-data-microsoft-edge
compare-edge-switching-to-firefox-is-easy = Перейти на { -brand-name-firefox } легко и быстро — импортируйте свои закладки Edge, свои пароли, историю и настройки одним кликом и сразу же будьте готовы к использованию { -brand-name-firefox }. Вот <a { $howto }>как использовать кнопку «Импорт» для перехода</a>.
