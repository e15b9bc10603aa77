# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/safari/

# Page title
compare-safari-firefox-vs-apple-safari = { -brand-name-firefox } vs Apple Safari
# HTML page description
compare-safari-read-our-comparison = Leia nosso comparativo entre os navegadores { -brand-name-firefox } e Safari sobre recursos, privacidade e facilidade de uso.
compare-safari-safari-and-firefox-both-have = Tanto o Safari como o { -brand-name-firefox } têm bons recursos de privacidade e segurança.
compare-safari-but-firefox-also-has-built-in = Mas o { -brand-name-firefox } também tem ferramentas integradas, como:
compare-safari-firefox-offers-a-wide-range-of = O { -brand-name-firefox } oferece uma ampla variedade de opções de personalização, inclusive a capacidade de mover menus e barras de ferramentas para diferentes locais na janela do navegador. A interface do Safari é menos personalizável.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/importing-safari-data-firefox
compare-safari-switching-to-firefox-is-easy = Mudar para o { -brand-name-firefox } é fácil e rápido. Importe seus favoritos, senhas, histórico e preferências do Safari com apenas um clique e o { -brand-name-firefox } fica imediatamente pronto para usar. Veja <a { $howto }>como importar seus dados do Safari</a>.
