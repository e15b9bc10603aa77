## Rótulos dos campos
##
## Cada rótulo declara o gênero gramatical com que as mensagens concordam
## (.gender = masculine, feminine); rótulos no plural ou frases não declaram nenhum.

field-name = Nome
    .gender = masculine

field-email = E-mail
    .gender = masculine

field-password = Senha
    .gender = feminine

field-confirmation = Confirmação da senha
    .gender = feminine

field-birth-date = Data de nascimento
    .gender = feminine

field-plan = Plano
    .gender = masculine

field-newsletter = Newsletter
    .gender = feminine

field-experience = Experiência
    .gender = feminine

field-dependents = Dependentes

field-age = Idade
    .gender = feminine

field-bio = Bio
    .gender = feminine

field-terms = Aceito os termos de uso

## Telas

screen-sign-up = Cadastro

screen-profile = Editar perfil

screen-registration = Registro

no-errors = Nenhum erro: o formulário pode ser enviado.

sample = Exemplo “{ $name }”

## Regras do app

free-plan-dependents = O plano gratuito não inclui dependentes. Você informou { $dependents }.
