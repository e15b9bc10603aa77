# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

### URL: https://www-dev.allizom.org/firefox/browsers/compare/edge/

# Page title
compare-edge-firefox-vs-microsoft-edge = { -brand-name-firefox } vs Microsoft Edge

# HTML page description
compare-edge-read-our-comparison = Read our comparison of { -brand-name-firefox } and Edge browsers on features, privacy, and ease-of-use.

compare-edge-firefox-makes-privacy-protection = { -brand-name-firefox } makes privacy protection easy and convenient, so that you don’t have to worry about it.
compare-edge-we-block-trackers-by-default = We block trackers by default. Edge doesn’t.
compare-edge-and-we-make-it-easy-for-you = And we make it easy for you to choose which search engine you use whenever you search. Edge makes you dig through your settings to use a search engine other than Bing.
compare-edge-microsoft-has-to-make-their-shareholders = Microsoft has to make their shareholders happy, but we can focus on making <strong>you</strong> happy and put your privacy first.

# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-bookmarks-and-other-data-microsoft-edge
compare-edge-switching-to-firefox-is-easy = Switching to { -brand-name-firefox } is easy and fast — import your Edge bookmarks, your passwords, history and preferences with one click and immediately be ready to use { -brand-name-firefox }. Here’s <a { $howto }>how to use the Import button to switch</a>.
