### Mensagens das regras embutidas do LocalizedValidation.

## Presença e texto

required = { $field } é obrigatório.

invisible-characters = { $field } contém caracteres invisíveis ou que alteram a direção do texto.

unprocessable = Não foi possível processar { $field }.

## Tamanho

too-short =
    { $field } deve ter pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

too-long =
    { $field } deve ter no máximo { $max ->
        [one] { $max } caractere
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    }.

wrong-length =
    { $field } deve ter exatamente { $length ->
        [one] { $length } caractere
        [many] { $length } de caracteres
       *[other] { $length } caracteres
    }.

too-long-bytes =
    { $field } é longo demais: o limite é de { $max ->
        [one] { $max } byte
        [many] { $max } de bytes
       *[other] { $max } bytes
    }.

pattern-mismatch = { $field } não está no formato esperado.

## Escolhas

must-be-true = Marque “{ $field }” para continuar.

not-one-of = { $field } deve ser uma das opções oferecidas.

confirmation-mismatch = { $field } não confere com { $other }.

## Formulários

submit-failed = Algo deu errado. Tente novamente.

## Estrutura enviada

unknown-field = “{ $name }” não é um campo deste formulário.

wrong-type = { $field } tem um tipo de valor inválido.

too-few-items =
    { $field } deve ter pelo menos { $min ->
        [one] { $min } item
        [many] { $min } de itens
       *[other] { $min } itens
    }.

too-many-items =
    { $field } pode ter no máximo { $max ->
        [one] { $max } item
        [many] { $max } de itens
       *[other] { $max } itens
    }.

## Números

number-invalid = { $field } deve ser um número.

number-not-integer = { $field } deve ser um número inteiro.

number-too-small = { $field } deve ser no mínimo { $min }.

number-too-large = { $field } deve ser no máximo { $max }.

integer-out-of-range = { $field } deve estar entre { $min } e { $max }.

## Datas

date-invalid = { $field } deve ser uma data válida, como { $example }.

date-ambiguous-year = { $field } precisa do ano com quatro dígitos.

date-in-future = { $field } não pode estar no futuro.

date-too-early = { $field } deve ser igual ou posterior a { $date }.

date-too-late = { $field } deve ser igual ou anterior a { $date }.

too-young =
    Você precisa ter pelo menos { $age ->
        [one] { $age } ano
        [many] { $age } de anos
       *[other] { $age } anos
    }.

too-old =
    A idade não pode passar de { $age ->
        [one] { $age } ano
        [many] { $age } de anos
       *[other] { $age } anos
    }.

## Endereços de e-mail

email-invalid = { $field } não é um endereço de e-mail válido.

email-missing-at = { $field } deve conter o sinal @.

email-empty-local-part = { $field } precisa de um nome antes do @.

email-empty-domain = { $field } precisa de um domínio depois do @.

email-invalid-local-part = { $field } tem caracteres não permitidos antes do @.

email-dot-placement = { $field } não pode começar nem terminar com ponto, nem ter dois pontos seguidos.

email-invalid-domain = { $field } tem um nome de domínio inválido.

email-domain-needs-dot = { $field } precisa de um domínio completo, como exemplo.com.br.

email-invalid-top-level-domain = { $field } tem um domínio que não termina em uma extensão válida, como .com ou .br (números e endereços IP não são aceitos).

email-special-use-domain = { $field } usa um domínio reservado para testes ou redes locais (como .test, .local ou .invalid), que não recebe e-mails.

email-local-part-too-long = { $field } tem um nome antes do @ com mais de { $max } bytes.

email-too-long = { $field } tem mais de { $max } bytes.

## Senhas

password-too-short =
    { $field } deve ter pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

password-too-long =
    { $field } pode ter no máximo { $max ->
        [one] { $max } caractere
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    }.

password-needs-digit = { $field } deve conter pelo menos um número.

password-too-common = { $field } é comum demais; escolha outra.

password-invalid-characters = { $field } contém caracteres invisíveis ou de controle que não podem ser usados em uma senha.

password-contains-personal-data = { $field } não pode conter seu nome nem seu e-mail.

## Identificadores

username-invalid = { $field } só pode ter letras, números e pontuação simples.

nickname-invalid = { $field } contém caracteres que não podem ser usados em um nome.

identifier-mixed-scripts = { $field } mistura letras de alfabetos diferentes.

identifier-confusable = { $field } é parecido demais com um nome já em uso.

## Documentos

cpf-invalid = { $field } não é um CPF válido.

cnpj-invalid = { $field } não é um CNPJ válido.

inn-invalid = { $field } não é um INN válido.

snils-invalid = { $field } não é um SNILS válido.
