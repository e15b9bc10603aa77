-brand-name = Firefox

-vendor-short-name = Мозилла

brand-tagline = { -brand-name } от { -vendor-short-name }
