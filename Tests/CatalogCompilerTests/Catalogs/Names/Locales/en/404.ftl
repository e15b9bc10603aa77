not-found-title = Page not found

not-found-product = { -product-name } page not found

not-found-brand = { -brand-name } cannot find this page
