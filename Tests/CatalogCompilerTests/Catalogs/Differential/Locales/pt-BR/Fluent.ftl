-brand = Acme
    .gender = feminine

-app =
    { $case ->
        [genitive] da Acme
       *[nominative] Acme
    }

-unit =
    { $count ->
        [one] arquivo
        [many] de arquivos
       *[other] arquivos
    }

-counted = { $n } itens

plain-int = Você tem { $n }.

cardinal =
    { $n ->
        [one] { $n } arquivo
        [many] { $n } de arquivos
       *[other] { $n } arquivos
    }

# @allow-plural-fallback
number-keys =
    { $n ->
        [0] nenhum arquivo
        [1] exatamente um arquivo
        [22] vinte e dois arquivos
       *[other] { $n } arquivos
    }

# @allow-plural-fallback
number-key-after-category =
    { $n ->
        [one] um (categoria)
        [1] um (número)
       *[other] outro
    }

ordinal =
    { NUMBER($n, type: "ordinal") ->
       *[other] { $n }º
    }

no-grouping = { NUMBER($n, useGrouping: "false") }

int-with-fraction = { NUMBER($n, minimumFractionDigits: 2) }

# @allow-plural-fallback
nested =
    { $n ->
        [one]
            { $gender ->
                [feminine] ela tem um arquivo
                [masculine] ele tem um arquivo
               *[other] tem um arquivo
            }
       *[other]
            { $gender ->
                [feminine] ela tem { $n } arquivos
               *[other] têm { $n } arquivos
            }
    }

amount = { NUMBER($x, minimumFractionDigits: 1) }

amount-plural =
    { NUMBER($x, minimumFractionDigits: 1) ->
        [one] { NUMBER($x, minimumFractionDigits: 1) } quilômetro
        [many] { NUMBER($x, minimumFractionDigits: 1) } de quilômetros
       *[other] { NUMBER($x, minimumFractionDigits: 1) } quilômetros
    }

amount-rounded = { NUMBER($x, maximumFractionDigits: 0) }

amount-two-digits = { NUMBER($x, minimumFractionDigits: 2, maximumFractionDigits: 2) }

plain-string = Olá, { $name }!

string-select =
    { $gender ->
        [feminine] Bem-vinda
        [masculine] Bem-vindo
       *[other] Boas-vindas
    }

date-short = { DATETIME($date, dateStyle: "short") }

date-medium = { DATETIME($date, dateStyle: "medium") }

date-long = { DATETIME($date, dateStyle: "long") }

date-sentence = Nasceu em { DATETIME($date, dateStyle: "long") }.

date-full = { DATETIME($date, dateStyle: "full") }

date-default = { DATETIME($date) }

escapes = Aspas { "\"" }, barra { "\\" }, e agudo { "\u00E9" }, emoji { "\U01F600" }, chave { "{" }.

string-literal = { "Texto literal" } e { "" }nada.

number-literals = { 1000 }, { 3.50 }, { -5 }, { 0.25 }, { 1000000 }.

number-function-literal = { NUMBER(1234.5, minimumFractionDigits: 2) }

# @allow-plural-fallback
literal-select =
    { 1 ->
        [one] um
       *[other] outro
    }

# @allow-plural-fallback
number-keys-fraction =
    { $x ->
        [1.5] um e meio
        [1.0] exatamente um
       *[other] { $x } unidades
    }

string-literal-select =
    { "b" ->
        [a] escolheu a
        [b] escolheu b
       *[other] escolheu outro
    }

nested-placeable = Aninhado {{ "interno" }} e {{ -brand }}.

term-positional = { -brand("ignorado") } ignora argumentos posicionais.

term-plain = Bem-vindo à { -brand }.

term-arguments = { -app(case: "genitive") } e { -app } e { -unit(count: 1) }/{ -unit(count: 5) }.

term-number-argument = { -counted(n: 1000) }

term-attribute-select =
    { -brand.gender ->
        [feminine] Ela está pronta
       *[other] Está pronto
    }.

referenced = Texto referenciado
    .title = Título referenciado

message-reference = Antes { referenced } depois.

attribute-reference = Título: { referenced.title }

with-attributes = O valor
    .title = O título
    .placeholder = Digite aqui

multiline =
    Primeira linha
    segunda linha

        recuada após uma linha em branco
    última linha

reference-with-arguments = { cardinal } para { plain-string }
