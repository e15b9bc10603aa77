### A catalog in a sub-folder, using the terms and a message of brands.ftl.

compare-title = { -brand-name } vs. Brave

compare-tagline = { brand-tagline }: private by default
