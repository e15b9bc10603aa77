# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

### URL: https://www-dev.allizom.org/firefox/browsers/compare/brave/

# Page title
compare-brave-firefox-vs-brave = { -brand-name-firefox } vs Brave

# HTML page description
compare-brave-read-our-comparison = Read our comparison of { -brand-name-firefox } and Brave browsers on features, privacy, and ease-of-use.

# "Fiddling" means you have to make a lot of changes and adjustments to make it work correctly.
compare-brave-firefoxs-privacy-settings-are = { -brand-name-firefox}’s privacy settings are strong and easy to use. Brave’s default ad blocking may break the websites you visit, so you have to keep fiddling with it. We want privacy to be convenient enough that you’ll actually <em>use</em> it.
compare-brave-firefox-makes-it-easy-for-you = { -brand-name-firefox } makes it easy for you to choose which search engine you want to use every time you search. Brave defaults to their own search engine, and you have to go through the browser settings to pick something different.

# Variables:
# $primary (url) - link to https://support.mozilla.org/kb/use-primary-password-protect-stored-logins
compare-brave-firefox-gives-you-the-option = { -brand-name-firefox } gives you the option to encrypt your saved passwords, and you can <a { $primary }>use a primary password to access them</a>; your passwords are protected even if you have to share a computer. Brave does not password-protect your passwords.

# Variables:
# $howto (url) - link to https://support.mozilla.org/kb/import-data-another-browser
compare-brave-switching-to-firefox-is-easy = Switching to { -brand-name-firefox } is easy and fast - import your Brave bookmarks, your passwords, history and preferences with one click and immediately be ready to use { -brand-name-firefox }. Here’s <a { $howto }>how to import your Brave data</a>.
