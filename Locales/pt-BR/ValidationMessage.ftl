### Mensagens das regras embutidas do LocalizedValidation.
###
### Voz: frases em caixa de sentença, sem pontos de exclamação nem ponto e vírgula,
### tratando o usuário por "você". Cada mensagem diz o que fazer, com um imperativo
### ("Digite", "Preencha", "Escolha", "Marque"), e cita o campo entre aspas, sempre na
### mesma moldura: "… no campo “Senha”." O rótulo nunca muda de forma e nunca faz o papel
### do valor. Só a mensagem de campo vazio concorda com o gênero declarado do rótulo
### (.gender = masculine ou feminine), como os apps brasileiros escrevem: "Senha
### obrigatória.", "CPF obrigatório."; sem gênero declarado (plurais, frases), "Preencha o
### campo “Dependentes”.". Tamanhos em caracteres, nunca em bytes.

## Presença e texto

required =
    { GENDER($field) ->
        [masculine] { $field } obrigatório.
        [feminine] { $field } obrigatória.
       *[other] Preencha o campo “{ $field }”.
    }

invisible-characters = Apague os caracteres invisíveis ou que mudam a direção do texto no campo “{ $field }”.

unprocessable = Não foi possível ler o campo “{ $field }”. Digite de novo.

## Tamanho

too-short =
    Digite pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    } no campo “{ $field }”.

too-long =
    Digite no máximo { $max ->
        [one] { $max } caractere
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    } no campo “{ $field }”.

wrong-length =
    Digite exatamente { $length ->
        [one] { $length } caractere
        [many] { $length } de caracteres
       *[other] { $length } caracteres
    } no campo “{ $field }”.

# O limite é em bytes de UTF-8, uma unidade que o usuário não conhece: a mensagem só diz
# que o texto é longo demais.
# @allow-dropped-argument
too-long-bytes = Digite um texto mais curto no campo “{ $field }”.

pattern-mismatch = Confira o formato do campo “{ $field }”.

## Escolhas

must-be-true = Marque “{ $field }” para continuar.

not-one-of = Escolha uma das opções do campo “{ $field }”.

confirmation-mismatch = Repita no campo “{ $field }” o que você digitou em “{ $other }”.

## Formulários

submit-failed = Algo deu errado. Tente novamente.

## Estrutura enviada

unknown-field = “{ $name }” não é um campo deste formulário.

wrong-type = Confira o valor do campo “{ $field }”. O tipo não é o esperado.

too-few-items =
    Informe pelo menos { $min ->
        [one] { $min } item
        [many] { $min } de itens
       *[other] { $min } itens
    } no campo “{ $field }”.

too-many-items =
    Informe no máximo { $max ->
        [one] { $max } item
        [many] { $max } de itens
       *[other] { $max } itens
    } no campo “{ $field }”.

## Números

number-invalid = Digite um número no campo “{ $field }”.

number-not-integer = Digite um número inteiro no campo “{ $field }”.

number-out-of-range = Digite um número menor ou com menos dígitos no campo “{ $field }”.

number-too-small = Digite um valor a partir de { $min } no campo “{ $field }”.

number-too-large = Digite um valor de até { $max } no campo “{ $field }”.

integer-out-of-range = Digite um valor entre { $min } e { $max } no campo “{ $field }”.

## Datas

date-invalid = Digite uma data válida no campo “{ $field }”, por exemplo, { $example }.

date-ambiguous-year = Digite o ano com quatro dígitos no campo “{ $field }”.

date-in-future = Digite uma data até hoje no campo “{ $field }”.

date-too-early = Digite uma data a partir de { $date } no campo “{ $field }”.

date-too-late = Digite uma data até { $date } no campo “{ $field }”.

too-young =
    Você precisa ter pelo menos { $age ->
        [one] { $age } ano
        [many] { $age } de anos
       *[other] { $age } anos
    }.

too-old =
    A idade máxima é de { $age ->
        [one] { $age } ano
        [many] { $age } de anos
       *[other] { $age } anos
    }.

## Endereços de e-mail

email-invalid = Digite um e-mail válido no campo “{ $field }”.

email-missing-at = Inclua o @ no e-mail do campo “{ $field }”.

email-empty-local-part = Digite o nome antes do @ no campo “{ $field }”.

email-empty-domain = Digite o domínio depois do @ no campo “{ $field }”.

email-invalid-local-part = Apague os caracteres não permitidos antes do @ no campo “{ $field }”.

email-dot-placement = Confira os pontos do e-mail no campo “{ $field }”. Ele não pode começar nem terminar com ponto nem ter dois pontos seguidos.

email-invalid-domain = Confira o domínio do e-mail no campo “{ $field }”.

email-domain-needs-dot = Digite o domínio completo no campo “{ $field }”, por exemplo, exemplo.com.br.

email-invalid-top-level-domain = Confira o final do e-mail no campo “{ $field }”. O domínio precisa terminar em uma extensão como .com ou .br (números e endereços IP não são aceitos).

email-special-use-domain = Use outro e-mail no campo “{ $field }”. Domínios reservados para testes ou redes locais (como .test, .local ou .invalid) não recebem e-mails.

# Os limites são em bytes: a mensagem só diz que a parte é longa demais.
# @allow-dropped-argument
email-local-part-too-long = Digite um nome mais curto antes do @ no campo “{ $field }”.

# @allow-dropped-argument
email-too-long = Digite um e-mail mais curto no campo “{ $field }”.

## Senhas

password-too-short =
    Digite pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    } no campo “{ $field }”.

password-too-long =
    Digite no máximo { $max ->
        [one] { $max } caractere
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    } no campo “{ $field }”.

password-needs-digit = Inclua pelo menos um número no campo “{ $field }”.

password-too-common = Escolha uma senha menos comum no campo “{ $field }”.

password-invalid-characters = Apague os caracteres invisíveis ou de controle do campo “{ $field }”. Eles não podem ser usados em senhas.

password-contains-personal-data = Não use seu nome nem seu e-mail no campo “{ $field }”.

## Identificadores

username-invalid = Use só letras, números e pontuação simples no campo “{ $field }”.

nickname-invalid = Apague do campo “{ $field }” os caracteres que não podem ser usados em nomes.

identifier-mixed-scripts = Use letras de um só alfabeto no campo “{ $field }”.

identifier-confusable = Escolha outro nome no campo “{ $field }”. Este é parecido demais com um nome já em uso.

## Documentos

cpf-invalid = Digite um CPF válido no campo “{ $field }”.

cnpj-invalid = Digite um CNPJ válido no campo “{ $field }”.

inn-invalid = Digite um INN válido no campo “{ $field }”.

snils-invalid = Digite um SNILS válido no campo “{ $field }”.

## Respostas do servidor

validation-failed = Há campos preenchidos incorretamente.

error-count =
    { $count ->
        [0] nenhum erro
        [one] { $count } erro
        [many] { $count } de erros
       *[other] { $count } erros
    }

body-unreadable = Não foi possível ler o corpo da requisição.

body-too-large = O corpo da requisição é grande demais.

json-syntax = O corpo da requisição não é um JSON válido.

json-invalid-utf8 = O corpo da requisição contém texto que não está em UTF-8. Envie-o codificado em UTF-8.

json-byte-order-mark = O corpo da requisição começa com uma marca de ordem de bytes (BOM). Envie o JSON sem ela.

json-not-an-object = O corpo da requisição deve ser um objeto JSON com os valores dos campos.

json-duplicate-key = Uma chave aparece duas vezes no mesmo objeto. Envie cada chave uma única vez.

json-too-large = O corpo da requisição é maior do que este servidor aceita. Envie menos dados.

json-too-deep = O corpo da requisição tem objetos e arrays aninhados em níveis demais.

json-too-many-elements = Um objeto ou array do corpo da requisição tem itens demais.

json-too-many-values = O corpo da requisição tem valores demais para o seu tamanho.

json-number-too-long = Um número do corpo da requisição tem dígitos demais.

json-number-out-of-range = Um número do corpo da requisição está fora do intervalo aceito: o expoente é grande ou pequeno demais.

## Verificações assíncronas

check-timed-out = Não foi possível verificar o campo “{ $field }” a tempo. Tente novamente.

check-failed = Não foi possível verificar o campo “{ $field }”. Tente novamente.
