# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/brave/

# Page title
compare-brave-firefox-vs-brave = Сравнение { -brand-name-firefox } и Brave
# HTML page description
compare-brave-read-our-comparison = Прочитайте наше сравнение браузеров { -brand-name-firefox } и Brave по возможностям, приватности и простоте использования.
# "Fiddling" means you have to make a lot of changes and adjustments to make it work correctly.
compare-brave-firefoxs-privacy-settings-are = Настройки приватности { -brand-name-firefox } надёжны и просты в использовании. Блокировка рекламы по умолчанию может вызывать проблемы с посещаемыми вами веб-сайтами, поэтому вам придётся продолжать с ней возиться. Мы хотим, чтобы приватность была достаточно удобной, чтобы вы действительно <em>использовали</em> её.
compare-brave-firefox-makes-it-easy-for-you = { -brand-name-firefox } облегчает вам выбор поисковой системы, которую вы хотите использовать каждый раз, когда совершаете поиск. Brave использует свою поисковую систему по умолчанию, и вам нужно перейти в настройки браузера, чтобы выбрать что-то другое.
# Variables:
# $primary (url) - link to https://support.mozilla.org/kb/use-primary-password-protect-stored-logins
compare-brave-firefox-gives-you-the-option = { -brand-name-firefox } даёт вам возможность шифровать сохранённые пароли, и вы можете <a { $primary }>использовать основной пароль для доступа к ним</a>; ваши пароли защищены, даже если вам приходится делиться компьютером. Brave не защищает ваши пароли паролем.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-data-another-browser
compare-brave-switching-to-firefox-is-easy = Перейти на { -brand-name-firefox } легко и быстро — импортируйте свои закладки Brave, пароли, историю и настройки одним кликом и сразу же будьте готовы к использованию { -brand-name-firefox }. Вот <a { $howto }>как импортировать ваши данные Brave</a>.
