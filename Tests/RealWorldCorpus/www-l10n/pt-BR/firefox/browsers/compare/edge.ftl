# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/edge/

# Page title
compare-edge-firefox-vs-microsoft-edge = { -brand-name-firefox } vs Microsoft Edge
# HTML page description
compare-edge-read-our-comparison = Leia nosso comparativo entre os navegadores { -brand-name-firefox } e Edge sobre recursos, privacidade e facilidade de uso.
compare-edge-firefox-makes-privacy-protection = O { -brand-name-firefox } torna a proteção de privacidade fácil e conveniente, para você não precisar se preocupar com isso.
compare-edge-we-block-trackers-by-default = Nós bloqueamos rastreadores por padrão. O Edge não.
compare-edge-and-we-make-it-easy-for-you = E facilitamos você escolher o mecanismo de pesquisa a ser usado sempre que fizer uma pesquisa. No Edge, é necessário vasculhar nas configurações para usar um mecanismo de pesquisa diferente do Bing.
compare-edge-microsoft-has-to-make-their-shareholders = A Microsoft precisa agradar seus acionistas, mas nós podemos nos concentrar em agradar <strong>você</strong> e colocar sua privacidade em primeiro lugar.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-bookmarks-and-other-data-microsoft-edge
compare-edge-switching-to-firefox-is-easy = Mudar para o { -brand-name-firefox } é fácil e rápido. Importe seus favoritos, senhas, histórico e preferências do Edge com apenas um clique e o { -brand-name-firefox } fica imediatamente pronto para usar. Veja <a { $howto }>como usar o botão de importação para mudar</a>.
