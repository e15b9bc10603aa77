# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/chrome/

# Page title
compare-chrome-firefox-vs-google-chrome = Сравнение { -brand-name-firefox } и Google Chrome
# HTML page description
compare-chome-read-our-comparison = Прочитайте наше сравнение браузеров { -brand-name-firefox } и Chrome по возможностям, приватности и простоте использования.
# Variables:
# $fingerprint (url) - link to https://www.mozilla.org/firefox/features/block-fingerprinting/
# $adblocker (url) - link to https://www.mozilla.org/firefox/features/adblocker/
compare-chrome-firefoxs-default-privacy-settings = Настройки приватности по умолчанию в { -brand-name-firefox } гораздо строже, чем в Chrome, а также у нас есть дополнительные функции для предотвращения отслеживания вас веб-сайтами, такие как <a { $fingerprint }>блокировка цифровых отпечатков</a>, а также свой выбор дополнений для <a { $adblocker }>блокировки рекламы</a>.
compare-chrome-we-block-trackers-by-default = Мы блокируем трекеры по умолчанию. Chrome нет.
compare-chrome-in-fact-by-default-chrome-monitors = На самом деле, по умолчанию Chrome следит за тем, какие веб-сайты вы посещаете и что вы делаете, чтобы определить «рекламные темы» и отправлять вам более таргетированную рекламу. Вы можете заблокировать три темы, но вы не можете заставить их перестать идентифицировать для вас другие темы.
compare-chrome-chrome-allows-other-websites-to = Chrome позволяет другим веб-сайтам собирать информацию о вас, чтобы предлагать рекламу. Вы можете запретить определённым сайтам предлагать рекламу, но вы не можете остановить сбор данных или предложений с других сайтов.
compare-chrome-google-runs-the-worlds-largest = Google управляет крупнейшей мировой рекламной сетью, и Chrome является её частью.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/switching-chrome-firefox
compare-chrome-switching-to-firefox-is-easy = Перейти на { -brand-name-firefox } легко и быстро — импортируйте свои закладки из Chrome, пароли, историю и настройки одним кликом и сразу же будьте готовы к использованию { -brand-name-firefox }. Узнайте, <a { $howto }>как перейти с Chrome на { -brand-name-firefox }</a>.
