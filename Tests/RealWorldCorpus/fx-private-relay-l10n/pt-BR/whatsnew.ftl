# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at http://mozilla.org/MPL/2.0/.

whatsnew-trigger-label = Notícias
whatsnew-counter-label =
    { $count ->
        [one] 1 novidade.
       *[other] { $count } novidades.
    }
whatsnew-close-label = Fechar
whatsnew-tab-new-label = Notícias
whatsnew-tab-archive-label = Histórico
whatsnew-footer-clear-all-label = Limpar tudo
whatsnew-footer-back-label = Voltar
whatsnew-empty-message = Não deixe de voltar a olhar aqui. Estamos sempre trabalhando em excelentes novos recursos para tornar o { -brand-name-relay } ainda melhor.
whatsnew-feature-size-limit-heading = Aumento no tamanho de anexos
# A preview of the full content of `whatsnew-feature-size-limit-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-size-limit-snippet = Agora o { -brand-name-firefox-relay } pode encaminhar emails de até 25MB, incluindo…
whatsnew-feature-size-limit-description = Agora o { -brand-name-firefox-relay } pode encaminhar emails de até 25MB, incluindo anexos.
# A preview of the full content of `whatsnew-feature-size-limit-description-var`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-size-limit-snippet-var = Agora o { -brand-name-firefox-relay } pode encaminhar emails de até { email-size-limit }, incluindo…
whatsnew-feature-size-limit-description-var = Agora o { -brand-name-firefox-relay } pode encaminhar emails de até { email-size-limit }, incluindo anexos.
whatsnew-feature-sign-back-in-heading = Cadastre-se novamente com seus endereços de redirecionamento
# A preview of the full content of `whatsnew-feature-sign-back-in-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-sign-back-in-snippet = Para criar um novo endereço de redirecionamento quando for solicitado seu email, abra…
whatsnew-feature-sign-back-in-description = Para entrar com um endereço de redirecionamento usado anteriormente, abra o menu de contexto onde o site pede seu email. Você pode selecionar o endereço de redirecionamento a ser preenchido automaticamente no campo de email.
whatsnew-feature-forward-some-heading = Bloqueio de email promocional
# A preview of the full content of `whatsnew-feature-forward-some-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-forward-some-snippet = O { -brand-name-relay-premium } permite bloquear apenas emails promocionais…
whatsnew-feature-forward-some-description = O { -brand-name-relay-premium } permite bloquear apenas emails promocionais enviados a um endereço de redirecionamento. Você receberá emails como recibos, mas não emails de propaganda.
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-heading = Endereços de redirecionamento agora são máscaras
# A preview of the full content of `whatsnew-feature-alias-to-mask-description`.
# Try to keep this string short, not longer than the English version.
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-snippet = Notou uma mudança? Agora estamos chamando endereços de redirecionamento de “máscaras” para tornar o { -brand-name-firefox-relay }…
# Note: this string will only be shown to people using locales in which the local equivalent of the term "alias" has been changed into "mask".
# Thus, if your locale did not make this change, please keep the English version.
whatsnew-feature-alias-to-mask-description = Notou uma mudança? Agora estamos chamando endereços de redirecionamento de “máscaras” para tornar o { -brand-name-firefox-relay } mais fácil de usar e abrir as portas para novos recursos.
whatsnew-feature-premium-expansion-sweden-heading = { -brand-name-relay-premium } disponível na Suécia
whatsnew-feature-premium-expansion-finland-heading = { -brand-name-relay-premium } disponível na Finlândia
# A preview of the full content of `whatsnew-feature-premium-expansion-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-premium-expansion-snippet = Mude agora e obtenha ainda mais proteção…
whatsnew-feature-premium-expansion-description = Mude agora e obtenha ainda mais proteção. Crie máscaras de email ilimitadas, tenha um subdomínio de email personalizado e muito mais!
whatsnew-feature-tracker-removal-heading = Apresentamos a remoção de rastreadores de email
# A preview of the full content of `whatsnew-feature-tracker-removal-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-tracker-removal-snippet = Agora o { -brand-name-relay } pode remover rastreadores comuns de emails encaminhados…
whatsnew-feature-tracker-removal-description-2 = Agora o { -brand-name-relay } pode remover rastreadores comuns de emails encaminhados para você, ajudando a ficar invisível aos anunciantes. Ative em “Configurações”.
whatsnew-feature-offer-countdown-heading = Nossa oferta inicial de preço termina em breve!
# A preview of the full content of `whatsnew-feature-offer-countdown-description`.
# Try to keep this string short, not longer than the English version.
# Variables:
#   $end_date (string) - The localised date the introductory pricing offer ends, e.g. "September 27 2022"
whatsnew-feature-offer-countdown-snippet = Obtenha o { -brand-name-relay-premium } antes de { $end_date } e aproveite máscaras ilimitadas em nosso…
# Variables:
#   $end_date (string) - The localised date the introductory pricing offer ends, e.g. "September 27 2022"
whatsnew-feature-offer-countdown-description = Obtenha o { -brand-name-relay-premium } antes de { $end_date } e aproveite máscaras ilimitadas com nosso preço mensal de lançamento.
whatsnew-feature-firefox-integration-heading = Agora o { -brand-name-relay } está disponível no gerenciador de senhas do { -brand-name-firefox }
# A preview of the full content of `whatsnew-feature-firefox-integration-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-firefox-integration-snippet = Proteger seu email ficou mais fácil. Agora você pode gerar…
whatsnew-feature-firefox-integration-description = Proteger seu email ficou mais fácil. Agora você pode gerar novas máscaras de email do { -brand-name-relay } diretamente no gerenciador de senhas do { -brand-name-firefox } no computador.
whatsnew-feature-mailing-list-heading = Obtenha ajuda para proteger sua privacidade
# A preview of the full content of `whatsnew-feature-mailing-list-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-mailing-list-snippet = Não é fácil estar em dia com as últimas dicas de privacidade e segurança…
whatsnew-feature-mailing-list-description = Não é fácil estar em dia com as últimas dicas e hábitos de privacidade e segurança. Por isso, iniciamos um boletim informativo para te ajudar a tornar sua vida online mais segura.
whatsnew-feature-mailing-list-cta = Inscreva-se no boletim informativo
whatsnew-feature-premium-expansion-eu-heading = Máscaras ilimitadas agora estão disponíveis
# A preview of the full content of `whatsnew-feature-premium-expansion-eu-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-feature-premium-expansion-eu-snippet = O { -brand-name-firefox-relay-premium } já está disponível em seu país…
whatsnew-feature-premium-expansion-eu-description = O { -brand-name-firefox-relay-premium } já está disponível em seu país. Proteja sua caixa de entrada com máscaras de email ilimitadas e tenha um domínio de email exclusivo do { -brand-name-relay } para tornar a criação imediata de máscaras fácil e segura.
whatsnew-feature-premium-expansion-eu-cta = Obtenha o { -brand-name-relay-premium }
# A preview of the full content of `whatsnew-holiday-promo-2023-news-content-description`.
# Try to keep this string short, not longer than the English version.
whatsnew-holiday-promo-2023-news-snippet = Nesta época de festas, ganhe 20% de desconto no preço de 1 ano do { -brand-name-relay-premium }.
whatsnew-holiday-promo-2023-news-heading = Ganhe 20% de desconto no { -brand-name-relay-premium }
# DO NOT translate the promo code "HOLIDAY20" in this string.
whatsnew-holiday-promo-2023-news-content-description = Nesta temporada de festas, ganhe 20% de desconto no preço de 1 ano do { -brand-name-relay-premium }. Basta inserir o código promocional “HOLIDAY20” ao finalizar a compra. A oferta termina em 31 de dezembro de 2023.
whatsnew-holiday-promo-2023-cta = Ganhe 1 ano do { -brand-name-relay-premium }
