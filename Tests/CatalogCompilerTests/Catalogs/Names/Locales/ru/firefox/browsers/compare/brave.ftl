compare-title = { -brand-name } или Brave

compare-tagline = { brand-tagline }: приватность по умолчанию

compare-editions = Попробуйте { -product-line(edition: "nightly") } или { -product-line }
