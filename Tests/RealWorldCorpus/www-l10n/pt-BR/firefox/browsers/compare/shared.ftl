# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/

compare-shared-compare-firefox = Compare o { -brand-name-firefox }
compare-shared-footer-cta-title = Faça mais com o { -brand-name-firefox }
compare-shared-footer-cta-desc = Use o navegador rápido, leve e com foco em privacidade, respaldado por uma entidade sem fins lucrativos e que funciona em todos os seus dispositivos.
compare-shared-we-also-offer-easy = Também oferecemos recursos fáceis de usar, como:
compare-shared-firefox-also-has-built-in = O { -brand-name-firefox } também tem ferramentas integradas, como:
# Variables
# $pdf (url) - link to https://www.mozilla.org/firefox/features/pdf-editor/
compare-shared-edit-pdfs-on-the-go = <a { $pdf }>Edição de documentos PDF</a> em qualquer lugar, no próprio navegador { -brand-name-firefox }, não precisa de software adicional.
# Variables
# $translate (url) - link to https://www.mozilla.org/firefox/features/translate/
compare-shared-translate-a-web-page = <a { $translate }>Tradução de páginas</a> localmente, com privacidade.
compare-shared-its-easy-to-switch = É fácil mudar
compare-shared-since-we-dont-have-to-make = Como não precisamos agradar acionistas, podemos nos concentrar em agradar <strong>você</strong> e sempre colocar sua privacidade e conveniência em primeiro lugar.
# Used as a small link to a cited source
compare-shared-source = origem
