# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/opera/

# Page title
compare-opera-firefox-vs-opera = { -brand-name-firefox } vs Opera
# HTML page description
compare-opera-read-our-comparison = Leia nosso comparativo entre os navegadores { -brand-name-firefox } e Opera sobre recursos, privacidade e facilidade de uso.
# Variables:
# $fingerprint (url) - link to https://www.mozilla.org/firefox/features/block-fingerprinting/
compare-opera-firefoxs-default-privacy-settings = As configurações de privacidade padrão do { -brand-name-firefox } são mais robustas que as do Opera. Também temos mais recursos para impedir que sites rastreiem você, como o <a { $fingerprint }>bloqueio de identidade digital</a>.
compare-opera-firefox-offers-a-wide-range-of = O { -brand-name-firefox } oferece uma ampla variedade de opções de personalização, inclusive a capacidade de mover menus e barras de ferramentas para diferentes locais na janela do navegador. A interface do Opera é menos personalizável.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-bookmarks-and-other-data-microsoft-edge
compare-opera-switching-to-firefox-is-easy = Mudar para o { -brand-name-firefox } é fácil e rápido. Importe seus favoritos, senhas, histórico e preferências do Opera com apenas um clique e o { -brand-name-firefox } fica imediatamente pronto para usar. Veja <a { $howto }>como usar o botão de importação para mudar</a>.
