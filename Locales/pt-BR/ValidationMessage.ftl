### Mensagens das regras embutidas do LocalizedValidation.
###
### Voz: frases em caixa de sentença, sem pontos de exclamação, tratando o usuário por
### "você" (imperativos como "escolha", "marque", "tente"). Quando o rótulo declara o
### gênero (.gender = masculine ou feminine), a mensagem começa pelo rótulo e concorda
### com ele ("Senha é obrigatória."); quando não declara (rótulos no plural, frases),
### fala do campo: "O campo “Dependentes” é obrigatório.".

## Presença e texto

required =
    { GENDER($field) ->
        [masculine] { $field } é obrigatório.
        [feminine] { $field } é obrigatória.
       *[other] O campo “{ $field }” é obrigatório.
    }

invisible-characters =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } contém caracteres invisíveis ou que alteram a direção do texto.

unprocessable = Não foi possível processar o campo “{ $field }”.

## Tamanho

too-short =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ter pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

too-long =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ter no máximo { $max ->
        [one] { $max } caractere
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    }.

wrong-length =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ter exatamente { $length ->
        [one] { $length } caractere
        [many] { $length } de caracteres
       *[other] { $length } caracteres
    }.

too-long-bytes =
    { GENDER($field) ->
        [masculine] { $field } é longo
        [feminine] { $field } é longa
       *[other] O campo “{ $field }” é longo
    } demais: o limite é de { $max ->
        [one] { $max } byte
        [many] { $max } de bytes
       *[other] { $max } bytes
    }.

pattern-mismatch =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } não está no formato esperado.

## Escolhas

must-be-true = Marque “{ $field }” para continuar.

not-one-of = Escolha uma das opções oferecidas em “{ $field }”.

confirmation-mismatch =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } não confere com o campo “{ $other }”.

## Formulários

submit-failed = Algo deu errado. Tente novamente.

## Estrutura enviada

unknown-field = “{ $name }” não é um campo deste formulário.

wrong-type =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } tem um tipo de valor inválido.

too-few-items =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ter pelo menos { $min ->
        [one] { $min } item
        [many] { $min } de itens
       *[other] { $min } itens
    }.

too-many-items =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } pode ter no máximo { $max ->
        [one] { $max } item
        [many] { $max } de itens
       *[other] { $max } itens
    }.

## Números

number-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser um número.

number-not-integer =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser um número inteiro.

number-out-of-range = O número em “{ $field }” não pode ser guardado com exatidão. Digite um número menor ou com menos dígitos.

number-too-small =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser no mínimo { $min }.

number-too-large =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser no máximo { $max }.

integer-out-of-range =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve estar entre { $min } e { $max }.

## Datas

date-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser uma data válida, como { $example }.

date-ambiguous-year =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } precisa ter o ano com quatro dígitos.

date-in-future =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } não pode estar no futuro.

date-too-early =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser igual ou posterior a { $date }.

date-too-late =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ser igual ou anterior a { $date }.

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

email-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } não é um endereço de e-mail válido.

email-missing-at =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve conter o sinal @.

email-empty-local-part =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } precisa de um nome antes do @.

email-empty-domain =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } precisa de um domínio depois do @.

email-invalid-local-part =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } tem caracteres não permitidos antes do @.

email-dot-placement =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } não pode começar nem terminar com ponto, nem ter dois pontos seguidos.

email-invalid-domain =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } tem um nome de domínio inválido.

email-domain-needs-dot =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } precisa de um domínio completo, como exemplo.com.br.

email-invalid-top-level-domain =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } tem um domínio que não termina em uma extensão válida, como .com ou .br (números e endereços IP não são aceitos).

email-special-use-domain =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } usa um domínio reservado para testes ou redes locais (como .test, .local ou .invalid), que não recebe e-mails.

email-local-part-too-long =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } tem um nome antes do @ com mais de { $max } bytes.

email-too-long =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } tem mais de { $max } bytes.

## Senhas

password-too-short =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve ter pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

password-too-long =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } pode ter no máximo { $max ->
        [one] { $max } caractere
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    }.

password-needs-digit =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } deve conter pelo menos um número.

password-too-common =
    { GENDER($field) ->
        [masculine] { $field } é comum demais; escolha outro.
        [feminine] { $field } é comum demais; escolha outra.
       *[other] O valor do campo “{ $field }” é comum demais; escolha outro.
    }

password-invalid-characters =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } contém caracteres invisíveis ou de controle que não podem ser usados em uma senha.

password-contains-personal-data =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } não pode conter seu nome nem seu e-mail.

## Identificadores

username-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } só pode ter letras, números e pontuação simples.

nickname-invalid =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } contém caracteres que não podem ser usados em um nome.

identifier-mixed-scripts =
    { GENDER($field) ->
        [masculine] { $field }
        [feminine] { $field }
       *[other] O campo “{ $field }”
    } mistura letras de alfabetos diferentes.

identifier-confusable =
    { GENDER($field) ->
        [masculine] { $field } é parecido demais
        [feminine] { $field } é parecida demais
       *[other] O valor do campo “{ $field }” é parecido demais
    } com um nome já em uso.

## Documentos

cpf-invalid =
    { GENDER($field) ->
        [masculine] { $field } não é um CPF válido.
        [feminine] { $field } não é um CPF válido.
       *[other] O campo “{ $field }” não contém um CPF válido.
    }

cnpj-invalid =
    { GENDER($field) ->
        [masculine] { $field } não é um CNPJ válido.
        [feminine] { $field } não é um CNPJ válido.
       *[other] O campo “{ $field }” não contém um CNPJ válido.
    }

inn-invalid =
    { GENDER($field) ->
        [masculine] { $field } não é um INN válido.
        [feminine] { $field } não é um INN válido.
       *[other] O campo “{ $field }” não contém um INN válido.
    }

snils-invalid =
    { GENDER($field) ->
        [masculine] { $field } não é um SNILS válido.
        [feminine] { $field } não é um SNILS válido.
       *[other] O campo “{ $field }” não contém um SNILS válido.
    }

## Respostas do servidor

validation-failed = Os valores enviados não são válidos.

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
