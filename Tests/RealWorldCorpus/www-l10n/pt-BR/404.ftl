# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/404/

not-found-page-not-found-page-page-not-found = 404: Página não encontrada
not-found-page-sorry-we-cant-find-that-page = Desculpe, não encontramos esta página
not-found-page-were-all-about-a-healthy-internet = Manter a internet íntegra é nossa prioridade, mas às vezes podem aparecer endereços que não funcionam.
not-found-page-go-back = Voltar
# Variables:
#   $about (url) - link to https://www.mozilla.org/about/
not-found-page-learn-about-mozilla-the-non = <a href="{ $about }">Saiba mais</a> sobre a { -brand-name-mozilla }, a organização sem fins lucrativos por trás do { -brand-name-firefox }.
# Variables:
#   $download (url) - link to https://www.mozilla.org/firefox/new/
not-found-page-download-the-firefox-browser = <a href={ $download }>Baixe</a> o navegador { -brand-name-firefox } para seu dispositivo móvel ou computador
# Variables:
#   $donate (url) - link to https://www.mozillafoundation.org/?form=donate-404
not-found-page-donate-to-mozilla-reclaim-from-v2 = <a { $donate }>Faça uma doação</a> para a { -brand-name-mozilla-foundation } e recupere a internet das grandes empresas de tecnologia.
