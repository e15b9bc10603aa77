# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/404/

not-found-page-not-found-page-page-not-found = 404: Страница не найдена
not-found-page-sorry-we-cant-find-that-page = Извините, мы не можем найти эту страницу
not-found-page-were-all-about-a-healthy-internet = Мы за здоровый Интернет, но иногда ссылки оказываются «битыми».
not-found-page-go-back = Вернуться назад
# Variables:
#   $about (url) - link to https://www.mozilla.org/about/
not-found-page-learn-about-mozilla-the-non = <a href="{ $about }">Узнайте</a> о { -brand-name-mozilla }, некоммерческой организации, разрабатывающей { -brand-name-firefox }.
# Variables:
#   $download (url) - link to https://www.mozilla.org/firefox/new/
not-found-page-download-the-firefox-browser = <a href={ $download }>Скачайте</a> браузер { -brand-name-firefox } на ваше мобильное устройство или компьютер
# Variables:
#   $donate (url) - link to https://www.mozillafoundation.org/?form=donate-404
not-found-page-donate-to-mozilla-reclaim-from-v2 = <a { $donate }>Пожертвуйте</a> в пользу { -brand-name-mozilla-foundation } и верните Интернет у бигтеха.
