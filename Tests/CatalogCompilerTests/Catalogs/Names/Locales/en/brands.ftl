### The locale's shared terms: every other file of the locale references them.

-brand-name = Firefox

-vendor-short-name = Mozilla

brand-tagline = { -brand-name } by { -vendor-short-name }
