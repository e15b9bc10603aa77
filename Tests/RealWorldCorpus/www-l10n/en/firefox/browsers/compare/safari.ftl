# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

### URL: https://www-dev.allizom.org/firefox/browsers/compare/safari/

# Page title
compare-safari-firefox-vs-apple-safari = { -brand-name-firefox } vs Apple Safari

# HTML page description
compare-safari-read-our-comparison = Read our comparison of { -brand-name-firefox } and Safari browsers on features, privacy, and ease-of-use.
compare-safari-safari-and-firefox-both-have = Safari and { -brand-name-firefox } both have good privacy and security features.
compare-safari-but-firefox-also-has-built-in = But { -brand-name-firefox } also has built-in tools such as:
compare-safari-firefox-offers-a-wide-range-of = { -brand-name-firefox } offers a wide range of customization options, including the ability to move menus and toolbars to different locations on the browser window. Safari’s interface is less customizable.

# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/importing-safari-data-firefox
compare-safari-switching-to-firefox-is-easy = Switching to { -brand-name-firefox } is easy and fast - import your Safari bookmarks, your passwords, history and preferences with one click and immediately be ready to use { -brand-name-firefox }. Here’s <a { $howto }>how to import your Safari data</a>.
