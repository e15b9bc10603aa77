# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

error-page-mozilla = { -brand-name-mozilla }
error-page-firefox = { -brand-name-firefox }
error-page-error-page-internal-server-error = 500: Internal Server Error
error-page-something-went-wrong = Something went wrong
error-page-its-probably-just-a-server-error = It’s probably just a server error and we’re working to fix it.

# Variables:
#   $firefox (url) - link to https://firefox.com/
#   $mozilla (url) - link to https://www.mozilla.org/
error-page-you-can-also-try-refreshing = You can also try refreshing this page or go to <a href={ $firefox }>firefox.com</a> or <a href={ $mozilla }>mozilla.org</a>
