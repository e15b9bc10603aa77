### A catalog in a sub-folder, using the terms and a message of brands.ftl.

compare-title = { -brand-name } vs. Brave

compare-tagline = { brand-tagline }: private by default

compare-editions = Try { -product-line(edition: "nightly") } or { -product-line }
