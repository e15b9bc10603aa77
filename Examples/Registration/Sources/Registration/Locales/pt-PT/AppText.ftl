## Etiquetas dos campos
##
## Cada etiqueta declara o género gramatical (.gender = masculine ou feminine); as
## etiquetas no plural e as frases não declaram nenhum.

field-name = Nome
    .gender = masculine

field-email = E-mail
    .gender = masculine

field-password = Palavra-passe
    .gender = feminine

field-confirmation = Confirmação da palavra-passe
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

field-bio = Biografia
    .gender = feminine

field-terms = Aceito os termos de utilização

## Ecrãs

screen-sign-up = Inscrição

screen-profile = Editar perfil

screen-registration = Registo

no-errors = Sem erros: o formulário pode ser enviado.

sample = Exemplo «{ $name }»

## Regras da aplicação

free-plan-dependents = O plano gratuito não inclui dependentes. Foram indicados { $dependents }.
