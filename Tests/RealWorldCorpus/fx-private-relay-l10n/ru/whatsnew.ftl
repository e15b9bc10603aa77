# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at http://mozilla.org/MPL/2.0/.

whatsnew-trigger-label = Новости
whatsnew-counter-label =
    { $count ->
        [one] { $count } новое уведомление
        [few] { $count } новых уведомления
       *[many] { $count } новых уведомлений
    }
whatsnew-close-label = Закрыть
whatsnew-tab-new-label = Новости
whatsnew-tab-archive-label = История
whatsnew-footer-clear-all-label = Удалить всё
whatsnew-footer-back-label = Назад
whatsnew-empty-message = Обязательно возвращайтесь сюда — мы постоянно работаем над созданием новых замечательных функций, чтобы сделать { -brand-name-relay } ещё лучше.
whatsnew-feature-size-limit-heading = Увеличен размер вложений
# A preview of the full content of `whatsnew-feature-size-limit-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-size-limit-snippet = { -brand-name-firefox-relay } теперь может пересылать письма размером до 25МБ, включая…
whatsnew-feature-size-limit-description = { -brand-name-firefox-relay } теперь может пересылать письма размером до 25МБ, включая вложения.
# A preview of the full content of `whatsnew-feature-size-limit-description-var`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-size-limit-snippet-var = { -brand-name-firefox-relay } теперь может пересылать письма размером до { email-size-limit }, включая…
whatsnew-feature-size-limit-description-var = { -brand-name-firefox-relay } теперь может пересылать письма размером до { email-size-limit }, включая вложения.
whatsnew-feature-sign-back-in-heading = Войдите снова, используя псевдонимы
# A preview of the full content of `whatsnew-feature-sign-back-in-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-sign-back-in-snippet = Чтобы создать новый псевдоним, когда вас просят ввести электронную почту, откройте…
whatsnew-feature-sign-back-in-description = Чтобы войти с помощью использованного ранее псевдонима, откройте контекстное меню там, где сайт запрашивает вашу электронную почту. Вы сможете выбрать псевдоним и автоматически заполнить соответствующее поле.
whatsnew-feature-forward-some-heading = Блокировка рекламных писем
# A preview of the full content of `whatsnew-feature-forward-some-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-forward-some-snippet = { -brand-name-relay-premium } позволяет блокировать только рекламные письма…
whatsnew-feature-forward-some-description = { -brand-name-relay-premium } позволяет блокировать только рекламные письма, отправленные на псевдонимы. Вы будете получать такие электронные письма, как квитанции, но не как маркетинговые письма.
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-heading = Aliases are now masks
# A preview of the full content of `whatsnew-feature-alias-to-mask-description`.
# Try to keep this string short, not longer than the English version.
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-snippet = Notice a change? We’re now calling aliases “masks” to make { -brand-name-firefox-relay }…
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-description = Notice a change? We’re now calling aliases “masks” to make { -brand-name-firefox-relay } easier to use and open the door for new features.
whatsnew-feature-premium-expansion-sweden-heading = { -brand-name-relay-premium } доступен в Швеции
whatsnew-feature-premium-expansion-finland-heading = { -brand-name-relay-premium } доступен в Финляндии
# A preview of the full content of `whatsnew-feature-premium-expansion-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-premium-expansion-snippet = Переходите сейчас и получите ещё больше защиты…
whatsnew-feature-premium-expansion-description = Переходите сейчас и получите ещё больше защиты — создавайте неограниченное число псевдонимов электронной почты, получите собственный поддомен и не только!
whatsnew-feature-tracker-removal-heading = Представляем удаление трекеров
# A preview of the full content of `whatsnew-feature-tracker-removal-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-tracker-removal-snippet = Теперь { -brand-name-relay } может удалять распространённые трекеры из пересылаемых электронных писем…
whatsnew-feature-tracker-removal-description-2 = Теперь { -brand-name-relay } может удалять распространённые трекеры из пересылаемых электронных писем, помогая вам оставаться невидимыми для рекламодателей. Включите эту функцию в «Настройках».
whatsnew-feature-offer-countdown-heading = Наше начальное ценовое предложение скоро заканчивается!
# A preview of the full content of `whatsnew-feature-offer-countdown-description`.
# Try to keep this string short, not longer than the English version.
# Variables:
#   $end_date (string) - The localised date the introductory pricing offer ends, e.g. "September 27 2022"
whatsnew-feature-offer-countdown-snippet = Перейдите на { -brand-name-relay-premium } до { $end_date } и наслаждайтесь неограниченным числом псевдонимов на нашем…
# Variables:
#   $end_date (string) - The localised date the introductory pricing offer ends, e.g. "September 27 2022"
whatsnew-feature-offer-countdown-description = Перейдите на { -brand-name-relay-premium } до { $end_date } и наслаждайтесь неограниченным числом псевдонимов по нашей начальной ежемесячной цене.
whatsnew-feature-firefox-integration-heading = { -brand-name-relay } теперь доступен в менеджере паролей { -brand-name-firefox }
# A preview of the full content of `whatsnew-feature-firefox-integration-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-firefox-integration-snippet = Защитить свою электронную почту стало ещё проще. Теперь вы можете создавать…
whatsnew-feature-firefox-integration-description = Защитить свою электронную почту стало ещё проще. Теперь вы можете создавать новые { -brand-name-relay } псевдонимы электронной почты непосредственно из менеджера паролей { -brand-name-firefox } на компьютере.
whatsnew-feature-mailing-list-heading = Получите помощь в защите вашей конфиденциальности
# A preview of the full content of `whatsnew-feature-mailing-list-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-mailing-list-snippet = Нелегко быть в курсе последних советов по конфиденциальности и безопасности…
whatsnew-feature-mailing-list-description = Следить за последними советами и практиками в области конфиденциальности и безопасности непросто. Поэтому мы запустили информационный бюллетень, чтобы помочь вам сделать вашу жизнь в Интернете более безопасной.
whatsnew-feature-mailing-list-cta = Подпишитесь на новостную рассылку
whatsnew-feature-premium-expansion-eu-heading = Теперь доступно неограниченное количество псевдонимов
# A preview of the full content of `whatsnew-feature-premium-expansion-eu-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-premium-expansion-eu-snippet = { -brand-name-firefox-relay-premium } теперь доступен в вашей стране…
whatsnew-feature-premium-expansion-eu-description = { -brand-name-firefox-relay-premium } теперь доступен в вашей стране. Защитите свой почтовый ящик с помощью неограниченного количества псевдонимов электронной почты и получите уникальный домен электронной почты { -brand-name-relay }, чтобы сделать создание псевдонимов на ходу простым и безопасным.
whatsnew-feature-premium-expansion-eu-cta = Получить { -brand-name-relay-premium }
# A preview of the full content of `whatsnew-holiday-promo-2023-news-content-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-holiday-promo-2023-news-snippet = В этот праздничный сезон получите скидку 20 % на 1 год подписки { -brand-name-relay-premium }.
whatsnew-holiday-promo-2023-news-heading = Получите скидку 20 % на { -brand-name-relay-premium }
# DO NOT translate the promo code "HOLIDAY20" in this string.
whatsnew-holiday-promo-2023-news-content-description = В этот праздничный сезон получите скидку 20 % на 1 год подписки { -brand-name-relay-premium }. Просто введите промокод «HOLIDAY20» при оформлении заказа. Предложение заканчивается 31 декабря 2023 г.
whatsnew-holiday-promo-2023-cta = Получите 1 год подписки { -brand-name-relay-premium }
whatsnew-feature-mask-expansion-heading = 50 псевдонимов электронной почты на нас
whatsnew-feature-mask-expansion-snippet = Теперь вы получаете 50 бесплатных псевдонимов (было 5). Используйте по одному для каждой учётной записи, чтобы сохранить приватность вашей настоящей электронной почты.
whatsnew-feature-mask-expansion-cta = Получить псевдонимы электронной почты
