not-found-title = Страница не найдена

not-found-product = Страница { -product-name } не найдена

not-found-brand = { -brand-name } не находит эту страницу
