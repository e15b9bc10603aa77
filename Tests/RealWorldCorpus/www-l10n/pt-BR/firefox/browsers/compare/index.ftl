# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.


### URL: https://www-dev.allizom.org/firefox/browsers/compare/

# Page title
compare-index-compare-firefox-with-other = Compare o { -brand-name-firefox } com outros navegadores
# Page description
# "stacks up" is slang for a competitive comparison to determine a winner, like stacking blocks to see who has more.
compare-index-see-how-firefox-stacks-up = Veja como o { -brand-name-firefox } se destaca frente a outros principais navegadores de computador em termos de recursos, privacidade e facilidade de uso.
compare-index-firefox-versus-google-chrome = { -brand-name-firefox } versus Google Chrome
compare-index-firefox-versus-microsoft-edge = { -brand-name-firefox } versus Microsoft Edge
compare-index-firefox-versus-apple-safari = { -brand-name-firefox } versus Apple Safari
compare-index-firefox-versus-brave = { -brand-name-firefox } versus Brave
compare-index-firefox-versus-opera = { -brand-name-firefox } versus Opera
