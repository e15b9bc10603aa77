# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

### URL: https://www-dev.allizom.org/firefox/browsers/compare/chrome/

# Page title
compare-chrome-firefox-vs-google-chrome = { -brand-name-firefox } vs Google Chrome

# HTML page description
compare-chome-read-our-comparison = Read our comparison of { -brand-name-firefox } and Chrome browsers on features, privacy, and ease-of-use.

# Variables:
# $fingerprint (url) - link to https://www.mozilla.org/firefox/features/block-fingerprinting/
# $adblocker (url) - link to https://www.mozilla.org/firefox/features/adblocker/
compare-chrome-firefoxs-default-privacy-settings = { -brand-name-firefox }’s default privacy settings are much stronger than Chrome’s – and we have additional features to prevent websites from tracking you, such as <a { $fingerprint }>fingerprint blocking</a>, as well as your choice of add-ons for <a { $adblocker }>ad blocking</a>.
compare-chrome-we-block-trackers-by-default = We block trackers by default. Chrome doesn’t.
compare-chrome-in-fact-by-default-chrome-monitors = In fact, by default Chrome monitors which websites you visit and what you do so that it can identify “ad topics” to send you more-targeted ads. You can block three topics but you can’t make them stop identifying other ad topics for you.
compare-chrome-chrome-allows-other-websites-to = Chrome allows other websites to collect information about you so that they can suggest ads. You can block specific sites from suggesting ads, but you can’t stop the data collection or suggestions from other sites.
compare-chrome-google-runs-the-worlds-largest = Google runs the world’s largest advertising network, and Chrome is part of that.

# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/switching-chrome-firefox
compare-chrome-switching-to-firefox-is-easy = Switching to { -brand-name-firefox } is easy and fast — import your Chrome bookmarks, your passwords, history and preferences with one click and immediately be ready to use { -brand-name-firefox }. Find out <a { $howto }>how to switch from Chrome to { -brand-name-firefox }</a>.
