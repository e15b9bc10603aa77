bottom-links-privacy = Конфиденциальность

bottomLinks-privacy = Конфиденциальность (camel)

bottom_links_privacy = Конфиденциальность (snake)

foo = нижний

Foo = верхний

cD-e = дефис

cD_e = подчёркивание

description = Описание

self = Само

hash = Хеш

localized = Локализовано

default = По умолчанию

msg = Сообщение
    .value = Значение
    .description = Описание
    .label = Метка
    .hash = Хеш
    .self = Само
    .init = Инициализация
    .Type = Тип
    .localized = Локализовано
    .tooltiptext = Подсказка
    .tooltiptextdown = { msg.tooltiptext } вниз
    .foo-bar = Кебаб
    .fooBar = Верблюд

tabs =
    { $count ->
        [0] Нет вкладок
       *[other] Вкладок: { $count }
    }

greeting-users = { $cD_e }, { $cD-e }, { $userName }, { $user_name }, { $user-name }

user-only = только { $user_name }

# The kebab-case spelling left out: this file's text names one variable.
# @allow-dropped-argument
user-pair = { user-only }
