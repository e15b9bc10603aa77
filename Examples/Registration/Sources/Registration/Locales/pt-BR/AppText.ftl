## Rótulos dos campos

field-name = Nome

field-email = E-mail

field-password = Senha

field-confirmation = Confirmação da senha

field-birth-date = Data de nascimento

field-plan = Plano

field-newsletter = Newsletter

field-experience = Experiência

field-dependents = Dependentes

field-age = Idade

field-bio = Bio

field-terms = Aceito os termos de uso

## Telas

screen-sign-up = Cadastro

screen-profile = Editar perfil

screen-registration = Registro

no-errors = Nenhum erro: o formulário pode ser enviado.

sample = Exemplo “{ $name }”

## Regras do app

free-plan-dependents = O plano gratuito não inclui dependentes; você informou { $dependents }.
