# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at http://mozilla.org/MPL/2.0/.

whatsnew-trigger-label = News
whatsnew-counter-label =
    { $count ->
        [one] 1 new announcement.
        *[other] { $count } new announcements.
    }
whatsnew-close-label = Close
whatsnew-tab-new-label = News
whatsnew-tab-archive-label = History
whatsnew-footer-clear-all-label = Clear all
whatsnew-footer-back-label = Back

whatsnew-empty-message = Be sure to check back here — we’re always working on great new features to make { -brand-name-relay } even better.

whatsnew-feature-size-limit-heading = Attachment size increase
# A preview of the full content of `whatsnew-feature-size-limit-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-size-limit-snippet = { -brand-name-firefox-relay } can now forward emails up to 25MB, including…
whatsnew-feature-size-limit-description = { -brand-name-firefox-relay } can now forward emails up to 25MB, including attachments.
# A preview of the full content of `whatsnew-feature-size-limit-description-var`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-size-limit-snippet-var = { -brand-name-firefox-relay } can now forward emails up to { email-size-limit }, including…
whatsnew-feature-size-limit-description-var = { -brand-name-firefox-relay } can now forward emails up to { email-size-limit }, including attachments.

whatsnew-feature-sign-back-in-heading = Sign back in with your aliases
# A preview of the full content of `whatsnew-feature-sign-back-in-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-sign-back-in-snippet = To create a new alias when you’re asked for your email, open…
whatsnew-feature-sign-back-in-description = To sign in with a previously-used alias, open the context menu where the site asks for your email. You’ll be able to select the alias and auto-fill the email field.

whatsnew-feature-forward-some-heading = Promotional email blocking
# A preview of the full content of `whatsnew-feature-forward-some-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-forward-some-snippet = { -brand-name-relay-premium } allows you to block only promotional emails…
whatsnew-feature-forward-some-description = { -brand-name-relay-premium } allows you to block only promotional emails sent to an alias. You’ll receive emails like receipts but not marketing emails.

# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-heading = Aliases are now masks
# A preview of the full content of `whatsnew-feature-alias-to-mask-description`.
# Try to keep this string short, not longer than the English version.
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-snippet = Notice a change? We’re now calling aliases “masks” to make { -brand-name-firefox-relay }…
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-description = Notice a change? We’re now calling aliases “masks” to make { -brand-name-firefox-relay } easier to use and open the door for new features.

whatsnew-feature-premium-expansion-sweden-heading = { -brand-name-relay-premium } available in Sweden
whatsnew-feature-premium-expansion-finland-heading = { -brand-name-relay-premium } available in Finland
# A preview of the full content of `whatsnew-feature-premium-expansion-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-premium-expansion-snippet = Upgrade now and get even more protection…
whatsnew-feature-premium-expansion-description = Upgrade now and get even more protection — create unlimited email masks, get a custom email subdomain, and more!

whatsnew-feature-tracker-removal-heading = Introducing email tracker removal
# A preview of the full content of `whatsnew-feature-tracker-removal-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-tracker-removal-snippet = Now { -brand-name-relay } can remove common email trackers from emails forwarded…
whatsnew-feature-tracker-removal-description-2 = Now { -brand-name-relay } can remove common email trackers from emails forwarded to you, helping you stay invisible to advertisers. Turn it on in “Settings.”

whatsnew-feature-offer-countdown-heading = Our intro pricing offer ends soon!
# A preview of the full content of `whatsnew-feature-offer-countdown-description`.
# Try to keep this string short, not longer than the English version.
# Variables:
#   $end_date (string) - The localised date the introductory pricing offer ends, e.g. "September 27 2022"
whatsnew-feature-offer-countdown-snippet = Get { -brand-name-relay-premium } before { $end_date } and enjoy unlimited masking at our…
# Variables:
#   $end_date (string) - The localised date the introductory pricing offer ends, e.g. "September 27 2022"
whatsnew-feature-offer-countdown-description = Get { -brand-name-relay-premium } before { $end_date } and enjoy unlimited masking at our intro month-to-month price.

whatsnew-feature-firefox-integration-heading = { -brand-name-relay } is now available in { -brand-name-firefox } password manager
# A preview of the full content of `whatsnew-feature-firefox-integration-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-firefox-integration-snippet = Protecting your email just got easier. Now you can generate…
whatsnew-feature-firefox-integration-description = Protecting your email just got easier. Now you can generate new { -brand-name-relay } email masks directly from your { -brand-name-firefox } password manager on desktop.

whatsnew-feature-mailing-list-heading = Get help protecting your privacy
# A preview of the full content of `whatsnew-feature-mailing-list-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-mailing-list-snippet = It’s not easy to keep up with the latest privacy and security tips…
whatsnew-feature-mailing-list-description = It’s not easy to keep up with the latest privacy and security tips and habits. So we started a newsletter to help you make your online life more secure.
whatsnew-feature-mailing-list-cta = Subscribe to the newsletter

whatsnew-feature-premium-expansion-eu-heading = Unlimited masks now available
# A preview of the full content of `whatsnew-feature-premium-expansion-eu-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-premium-expansion-eu-snippet = { -brand-name-firefox-relay-premium } is now available in your country…
whatsnew-feature-premium-expansion-eu-description = { -brand-name-firefox-relay-premium } is now available in your country. Protect your inbox with unlimited email masks, and get a unique { -brand-name-relay } email domain to make creating masks on the go easy and secure.
whatsnew-feature-premium-expansion-eu-cta = Get { -brand-name-relay-premium }

# A preview of the full content of `whatsnew-holiday-promo-2023-news-content-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-holiday-promo-2023-news-snippet = This holiday season, get 20% off the price of 1 year of { -brand-name-relay-premium }. 
whatsnew-holiday-promo-2023-news-heading = Get 20% off { -brand-name-relay-premium }
# DO NOT translate the promo code "HOLIDAY20" in this string.
whatsnew-holiday-promo-2023-news-content-description = This holiday season, get 20% off the price of 1 year of { -brand-name-relay-premium }. Just enter the promo code “HOLIDAY20” at checkout. Offer ends Dec 31, 2023.
whatsnew-holiday-promo-2023-cta = Get 1 year of { -brand-name-relay-premium }

whatsnew-feature-mask-expansion-heading = 50 email masks, on us
whatsnew-feature-mask-expansion-snippet = Now you get 50 free masks (up from 5). Use one for every account to keep your real email private.
whatsnew-feature-mask-expansion-cta = Get email masks
