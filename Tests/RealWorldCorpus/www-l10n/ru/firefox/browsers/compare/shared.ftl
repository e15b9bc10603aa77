# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/

compare-shared-compare-firefox = Сравните { -brand-name-firefox }
compare-shared-footer-cta-title = Делайте больше с { -brand-name-firefox }
compare-shared-footer-cta-desc = Получите быстрый, легкий, ориентированный на конфиденциальность браузер, поддерживаемый некоммерческой организацией и работающий на всех ваших устройствах.
compare-shared-we-also-offer-easy = Мы также предлагаем простые в использовании функции, такие как:
compare-shared-firefox-also-has-built-in = { -brand-name-firefox } также имеет встроенные инструменты, такие как:
# Variables
# $pdf (url) - link to https://www.mozilla.org/firefox/features/pdf-editor/
compare-shared-edit-pdfs-on-the-go = <a { $pdf }>Редактируйте PDF-файлы</a> на лету в окне браузера { -brand-name-firefox } - не нужны дополнительные программы.
# Variables
# $translate (url) - link to https://www.mozilla.org/firefox/features/translate/
compare-shared-translate-a-web-page = <a { $translate }>Переведите веб-страницу</a> локально и приватно.
compare-shared-its-easy-to-switch = Легко перейти
compare-shared-since-we-dont-have-to-make = Так как мы не должны доставлять удовольствие акционерам, мы можем сосредоточиться на том, чтобы <strong>вы</strong> были довольны, и всегда ставить вашу приватность и удобство на первое место.
# Used as a small link to a cited source
compare-shared-source = исходник
