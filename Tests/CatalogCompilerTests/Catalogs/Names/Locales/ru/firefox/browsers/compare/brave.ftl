compare-title = { -brand-name } или Brave

compare-tagline = { brand-tagline }: приватность по умолчанию
