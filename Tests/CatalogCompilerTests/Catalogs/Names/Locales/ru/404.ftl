not-found-title = Страница не найдена
