# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

error-page-mozilla = { -brand-name-mozilla }
error-page-firefox = { -brand-name-firefox }
error-page-error-page-internal-server-error = 500: Внутренняя ошибка сервера
error-page-something-went-wrong = Что-то пошло не так
error-page-its-probably-just-a-server-error = Вероятно, это просто ошибка сервера, и мы работаем над её устранением.
# Variables:
#   $firefox (url) - link to https://firefox.com/
#   $mozilla (url) - link to https://www.mozilla.org/
error-page-you-can-also-try-refreshing = Вы также можете попробовать обновить эту страницу или перейти на <a href={ $firefox }>firefox.com</a> или <a href={ $mozilla }>mozilla.org</a>
