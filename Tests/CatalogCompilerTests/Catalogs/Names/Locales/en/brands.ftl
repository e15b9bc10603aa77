### The locale's shared terms: every other file of the locale references them.

-brand-name = Firefox

-vendor-short-name = Mozilla

brand-tagline = { -brand-name } by { -vendor-short-name }

# A term whose references pass a variable, calling another term: both are
# generated once per locale, however many catalogs reference them.
-product-line =
    { $edition ->
        [nightly] { -brand-name } Nightly
       *[release] { -brand-name } Browser
    }
