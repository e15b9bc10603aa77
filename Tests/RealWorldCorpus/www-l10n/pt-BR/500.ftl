# This Source Code Form is subject to the terms of the Mozilla Public
# License, v. 2.0. If a copy of the MPL was not distributed with this
# file, You can obtain one at https://mozilla.org/MPL/2.0/.

error-page-mozilla = { -brand-name-mozilla }
error-page-firefox = { -brand-name-firefox }
error-page-error-page-internal-server-error = 500: Erro interno do servidor
error-page-something-went-wrong = Algo deu errado
error-page-its-probably-just-a-server-error = Provavelmente é apenas um erro do servidor e estamos trabalhando para corrigir.
# Variables:
#   $firefox (url) - link to https://firefox.com/
#   $mozilla (url) - link to https://www.mozilla.org/
error-page-you-can-also-try-refreshing = Você também pode tentar recarregar esta página, ou acessar <a href={ $firefox }>firefox.com</a> ou <a href={ $mozilla }>mozilla.org</a>
