# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/chrome/

# Page title
compare-chrome-firefox-vs-google-chrome = { -brand-name-firefox } vs Google Chrome
# HTML page description
compare-chome-read-our-comparison = Leia nosso comparativo entre os navegadores { -brand-name-firefox } e Chrome sobre recursos, privacidade e facilidade de uso.
# Variables:
# $fingerprint (url) - link to https://www.mozilla.org/firefox/features/block-fingerprinting/
# $adblocker (url) - link to https://www.mozilla.org/firefox/features/adblocker/
compare-chrome-firefoxs-default-privacy-settings = As configurações de privacidade padrão do { -brand-name-firefox } são muito mais robustas que as do Chrome. Também temos recursos adicionais para impedir que sites rastreiem você, como o <a { $fingerprint }>bloqueio de identidade digital</a>, bem como escolha de extensões de <a { $adblocker }>bloqueio de anúncios</a>.
compare-chrome-we-block-trackers-by-default = Nós bloqueamos rastreadores por padrão. O Chrome não.
compare-chrome-in-fact-by-default-chrome-monitors = Na verdade, o Chrome por padrão monitora quais sites você visita e o que você faz, assim ele pode identificar “tópicos de publicidade” para enviar a você anúncios mais direcionados. Você pode bloquear três tópicos, mas não pode fazer com que ele pare de identificar outros tópicos de publicidade para você.
compare-chrome-chrome-allows-other-websites-to = O Chrome permite que outros sites coletem informações sobre você para que possam sugerir anúncios. Você pode bloquear a sugestão de anúncios em sites específicos, mas não pode impedir a coleta de dados ou sugestões de outros sites.
compare-chrome-google-runs-the-worlds-largest = O Google administra a maior rede de publicidade do mundo e o Chrome faz parte disso.
# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/switching-chrome-firefox
compare-chrome-switching-to-firefox-is-easy = Mudar para o { -brand-name-firefox } é fácil e rápido. Importe seus favoritos, senhas, histórico e preferências do Chrome com apenas um clique e o { -brand-name-firefox } fica imediatamente pronto para usar. Descubra <a { $howto }>como mudar do Chrome para o { -brand-name-firefox }</a>.
