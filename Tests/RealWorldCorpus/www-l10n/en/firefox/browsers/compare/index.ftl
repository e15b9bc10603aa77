# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

### URL: https://www-dev.allizom.org/firefox/browsers/compare/

# Page title
compare-index-compare-firefox-with-other = Compare { -brand-name-firefox } with other browsers

# Page description
# "stacks up" is slang for a competitive comparison to determine a winner, like stacking blocks to see who has more.
compare-index-see-how-firefox-stacks-up = See how { -brand-name-firefox } stacks up to other leading desktop web browsers on features, privacy, and ease-of-use.
compare-index-firefox-versus-google-chrome = { -brand-name-firefox } versus Google Chrome
compare-index-firefox-versus-microsoft-edge = { -brand-name-firefox } versus Microsoft Edge
compare-index-firefox-versus-apple-safari = { -brand-name-firefox } versus Apple Safari
compare-index-firefox-versus-brave = { -brand-name-firefox } versus Brave
compare-index-firefox-versus-opera = { -brand-name-firefox } versus Opera
