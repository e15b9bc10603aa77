-brand-name = Firefox

-vendor-short-name = Мозилла

brand-tagline = { -brand-name } от { -vendor-short-name }

-product-line =
    { $edition ->
        [nightly] { -brand-name } Nightly
       *[release] Браузер { -brand-name }
    }
