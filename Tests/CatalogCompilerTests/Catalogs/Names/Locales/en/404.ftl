not-found-title = Page not found
