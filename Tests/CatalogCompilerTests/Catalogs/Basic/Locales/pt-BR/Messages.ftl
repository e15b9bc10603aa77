-brand = Acme

required = { $field } é obrigatório.

too-short =
    { $field } deve ter pelo menos { $min ->
        [one] { $min } caractere
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

files =
    { $count ->
        [0] Nenhum arquivo
        [one] { $count } arquivo
        [many] { $count } de arquivos
       *[other] { $count } arquivos
    }

distance =
    { NUMBER($distance, minimumFractionDigits: 1) ->
        [one] { NUMBER($distance, minimumFractionDigits: 1) } quilômetro
        [many] { NUMBER($distance, minimumFractionDigits: 1) } de quilômetros
       *[other] { NUMBER($distance, minimumFractionDigits: 1) } quilômetros
    }

born = Nasceu em { DATETIME($date, dateStyle: "long") }.

greeting =
    { $gender ->
        [feminine] Bem-vinda
        [masculine] Bem-vindo
       *[other] Boas-vindas
    }, { $name }!

welcome = Bem-vindo à { -brand }, { $name }!
    .title = Cadastro na { -brand }
    .placeholder = Seu nome

welcome-back = { welcome } Que bom ver você de novo.

place = { $place } ({ $place-rank }º)

default = Algo deu errado.

labeled-required = { $field } é obrigatório.

labeled-invalid =
    { GENDER($field) ->
        [masculine] { $field } é inválido.
        [feminine] { $field } é inválida.
       *[other] O campo “{ $field }” é inválido.
    }

first-match =
    { $count ->
        [one] um (a categoria)
        [1] um (o número)
        [many] { $count } (muitos)
       *[other] { $count } (outro)
    }

-unit =
    { $count ->
        [one] arquivo
       *[other] arquivos
    }

-app =
    { $case ->
        [genitive] do Acme
       *[nominative] Acme
    }

files-in-app = { files } ({ -unit(count: 1) }/{ -unit(count: 5) }) na pasta { -app(case: "genitive") }, não { -app }.

-counted =
    { $n ->
        [one] { $n } item
       *[other] { $n } itens
    }

literals = { 1000 } · { 3.50 } · { NUMBER(1234.5, minimumFractionDigits: 2) } · { -counted(n: 1000) }

big-count =
    { NUMBER($count, maximumFractionDigits: 0) ->
        [one] { NUMBER($count, maximumFractionDigits: 0) } coisa
        [many] { NUMBER($count, maximumFractionDigits: 0) } de coisas
       *[other] { NUMBER($count, maximumFractionDigits: 0) } coisas
    }

weekday = { DATETIME($date, dateStyle: "full") }
