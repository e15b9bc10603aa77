# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

### URL: https://www-dev.allizom.org/404/

not-found-page-not-found-page-page-not-found = 404: Page Not Found
not-found-page-sorry-we-cant-find-that-page = Sorry, we can’t find that page
not-found-page-were-all-about-a-healthy-internet = We’re all about a healthy internet but sometimes broken URLs happen.
not-found-page-go-back = Go Back

# Variables:
#   $about (url) - link to https://www.mozilla.org/about/
not-found-page-learn-about-mozilla-the-non = <a href="{ $about }">Learn</a> about { -brand-name-mozilla }, the not-for-profit behind { -brand-name-firefox }.

# Variables:
#   $download (url) - link to https://www.mozilla.org/firefox/new/
not-found-page-download-the-firefox-browser = <a href={ $download }>Download</a> the { -brand-name-firefox } browser for your mobile device or desktop

# Variables:
#   $donate (url) - link to https://www.mozillafoundation.org/?form=donate-404
not-found-page-donate-to-mozilla-reclaim-from-v2 = <a { $donate }>Donate</a> to { -brand-name-mozilla-foundation } and reclaim the internet from big tech.
