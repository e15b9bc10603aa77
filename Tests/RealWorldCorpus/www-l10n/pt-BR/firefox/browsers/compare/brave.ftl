# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/brave/

# Page title
compare-brave-firefox-vs-brave = { -brand-name-firefox } vs Brave
# HTML page description
compare-brave-read-our-comparison = Leia nosso comparativo entre os navegadores { -brand-name-firefox } e Brave sobre recursos, privacidade e facilidade de uso.
# "Fiddling" means you have to make a lot of changes and adjustments to make it work correctly.
compare-brave-firefoxs-privacy-settings-are = As configurações de privacidade do { -brand-name-firefox } são robustas e fáceis de usar. O bloqueio de anúncios padrão do Brave pode atrapalhar os sites que você visita, por isso você precisa ficar ajustando as configurações. Queremos que a privacidade seja conveniente o suficiente, de modo que você realmente <em>use</em>.
compare-brave-firefox-makes-it-easy-for-you = O { -brand-name-firefox } facilita escolher qual mecanismo de pesquisa usar, toda vez que você faz uma pesquisa. O Brave usa por padrão seu próprio mecanismo de pesquisa, precisa acessar as configurações do navegador para escolher algo diferente.
# Variables:
# $primary (url) - link to https://support.mozilla.org/kb/use-primary-password-protect-stored-logins
compare-brave-firefox-gives-you-the-option = O { -brand-name-firefox } oferece a opção de criptografar suas senhas salvas, você pode <a { $primary }>usar uma senha principal para acessar</a>. Suas senhas ficam protegidas, mesmo se precisar compartilhar um computador. O Brave não protege suas senhas com uma senha.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-data-another-browser
compare-brave-switching-to-firefox-is-easy = Mudar para o { -brand-name-firefox } é fácil e rápido. Importe seus favoritos, senhas, histórico e preferências do Brave com apenas um clique e o { -brand-name-firefox } fica imediatamente pronto para usar. Veja <a { $howto }>como importar seus dados do Brave</a>.
