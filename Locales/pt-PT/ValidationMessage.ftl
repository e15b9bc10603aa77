### Mensagens das regras integradas do LocalizedValidation, em português europeu.
###
### Voz: maiúscula só no início da frase, sem pontos de exclamação, sem «você» (o
### imperativo de cortesia: «introduza», «escolha», «tente novamente»), aspas angulares
### «…» e vocabulário de Portugal (palavra-passe, telemóvel, carateres, aceites). A
### mensagem fala do campo («O campo «Palavra-passe» é obrigatório.»): a etiqueta nunca
### muda de forma nem leva artigo, e a concordância é com «campo», seja qual for o seu género.

## Presença e texto

required = O campo «{ $field }» é obrigatório.

invisible-characters = O campo «{ $field }» contém carateres invisíveis ou que alteram a direção do texto.

unprocessable = Não foi possível processar o campo «{ $field }».

## Comprimento

too-short =
    O campo «{ $field }» deve ter no mínimo { $min ->
        [one] { $min } caráter
        [many] { $min } de carateres
       *[other] { $min } carateres
    }.

too-long =
    O campo «{ $field }» pode ter no máximo { $max ->
        [one] { $max } caráter
        [many] { $max } de carateres
       *[other] { $max } carateres
    }.

wrong-length =
    O campo «{ $field }» deve ter exatamente { $length ->
        [one] { $length } caráter
        [many] { $length } de carateres
       *[other] { $length } carateres
    }.

# O limite é em bytes, uma unidade em que o utilizador não pensa: pede-se que encurte o texto.
# @allow-dropped-argument
too-long-bytes = O texto do campo «{ $field }» é demasiado longo. Encurte-o.

pattern-mismatch = O campo «{ $field }» não está no formato correto.

## Escolhas

must-be-true = Assinale «{ $field }» para continuar.

not-one-of = Escolha uma das opções disponíveis no campo «{ $field }».

confirmation-mismatch = O campo «{ $field }» não coincide com o campo «{ $other }».

## Formulários

submit-failed = Ocorreu um erro. Tente novamente.

## Estrutura enviada

unknown-field = Este formulário não tem nenhum campo «{ $name }».

wrong-type = O valor do campo «{ $field }» não é do tipo correto.

too-few-items =
    O campo «{ $field }» deve ter no mínimo { $min ->
        [one] { $min } elemento
        [many] { $min } de elementos
       *[other] { $min } elementos
    }.

too-many-items =
    O campo «{ $field }» pode ter no máximo { $max ->
        [one] { $max } elemento
        [many] { $max } de elementos
       *[other] { $max } elementos
    }.

## Números

number-invalid = Introduza um número no campo «{ $field }».

number-not-integer = Introduza um número inteiro no campo «{ $field }».

number-out-of-range = O número do campo «{ $field }» não pode ser guardado com exatidão. Introduza um número mais pequeno ou com menos algarismos.

number-too-small = O valor do campo «{ $field }» deve ser igual ou superior a { $min }.

number-too-large = O valor do campo «{ $field }» deve ser igual ou inferior a { $max }.

integer-out-of-range = O valor do campo «{ $field }» deve estar entre { $min } e { $max }.

## Datas

date-invalid = Introduza uma data válida no campo «{ $field }», por exemplo, { $example }.

date-ambiguous-year = Introduza o ano com quatro algarismos no campo «{ $field }».

date-in-future = A data do campo «{ $field }» não pode ser uma data futura.

date-too-early = A data do campo «{ $field }» não pode ser anterior a { $date }.

date-too-late = A data do campo «{ $field }» não pode ser posterior a { $date }.

too-young =
    Tem de ter pelo menos { $age ->
        [one] { $age } ano
        [many] { $age } de anos
       *[other] { $age } anos
    }.

too-old =
    A idade não pode ser superior a { $age ->
        [one] { $age } ano
        [many] { $age } de anos
       *[other] { $age } anos
    }.

## Endereços de email

email-invalid = Introduza um endereço de email válido no campo «{ $field }».

email-missing-at = O endereço do campo «{ $field }» deve conter o símbolo @.

email-empty-local-part = O endereço do campo «{ $field }» precisa de um nome antes do @.

email-empty-domain = O endereço do campo «{ $field }» precisa de um domínio depois do @.

email-invalid-local-part = O endereço do campo «{ $field }» tem carateres não permitidos antes do @.

email-dot-placement = O endereço do campo «{ $field }» não pode começar nem terminar com um ponto, nem ter dois pontos seguidos.

email-invalid-domain = O endereço do campo «{ $field }» tem um nome de domínio inválido.

email-domain-needs-dot = O endereço do campo «{ $field }» precisa de um domínio completo, por exemplo, exemplo.pt.

email-invalid-top-level-domain = O domínio do endereço do campo «{ $field }» tem de terminar numa extensão real, como .com ou .pt (não são aceites números nem endereços IP).

email-special-use-domain = O endereço do campo «{ $field }» usa um domínio reservado a testes ou redes locais (como .test, .local ou .invalid), que não pode receber emails.

# O limite é em bytes, uma unidade em que o utilizador não pensa.
# @allow-dropped-argument
email-local-part-too-long = No endereço do campo «{ $field }», o nome antes do @ é demasiado longo.

# O limite é em bytes, uma unidade em que o utilizador não pensa.
# @allow-dropped-argument
email-too-long = O endereço do campo «{ $field }» é demasiado longo.

## Palavras-passe

password-too-short =
    O campo «{ $field }» deve ter no mínimo { $min ->
        [one] { $min } caráter
        [many] { $min } de carateres
       *[other] { $min } carateres
    }.

password-too-long =
    O campo «{ $field }» pode ter no máximo { $max ->
        [one] { $max } caráter
        [many] { $max } de carateres
       *[other] { $max } carateres
    }.

password-needs-digit = O campo «{ $field }» deve conter pelo menos um algarismo.

password-too-common = A palavra-passe do campo «{ $field }» é demasiado comum. Escolha outra.

password-invalid-characters = O campo «{ $field }» contém carateres invisíveis ou de controlo que não podem ser utilizados numa palavra-passe.

password-contains-personal-data = O campo «{ $field }» não pode conter o seu nome nem o seu endereço de email.

## Identificadores

username-invalid = O campo «{ $field }» só pode ter letras, algarismos e pontuação simples.

nickname-invalid = O campo «{ $field }» contém carateres que não podem ser utilizados num nome.

identifier-mixed-scripts = O campo «{ $field }» mistura letras de alfabetos diferentes.

identifier-confusable = O nome do campo «{ $field }» é demasiado parecido com um nome já utilizado.

## Documentos de identificação

cpf-invalid = Verifique o número do campo «{ $field }»: não é um CPF válido.

cnpj-invalid = Verifique o número do campo «{ $field }»: não é um CNPJ válido.

inn-invalid = Verifique o número do campo «{ $field }»: não é um INN válido.

snils-invalid = Verifique o número do campo «{ $field }»: não é um SNILS válido.

## Respostas do servidor

validation-failed = O formulário tem erros.

error-count =
    { $count ->
        [0] nenhum erro
        [one] { $count } erro
        [many] { $count } de erros
       *[other] { $count } erros
    }

body-unreadable = Não foi possível ler o corpo do pedido.

body-too-large = O corpo do pedido é demasiado grande.

json-syntax = O corpo do pedido não é um JSON válido.

json-invalid-utf8 = O corpo do pedido contém texto que não está em UTF-8. Envie-o codificado em UTF-8.

json-byte-order-mark = O corpo do pedido começa com uma marca de ordem de bytes (BOM). Envie o JSON sem ela.

json-not-an-object = O corpo do pedido tem de ser um objeto JSON com os valores dos campos.

json-duplicate-key = Uma chave aparece duas vezes no mesmo objeto. Envie cada chave apenas uma vez.

json-too-large = O corpo do pedido é maior do que este servidor aceita. Envie menos dados.

json-too-deep = O corpo do pedido tem objetos e matrizes aninhados em demasiados níveis.

json-too-many-elements = Um objeto ou matriz do corpo do pedido tem demasiados elementos.

json-too-many-values = O corpo do pedido tem demasiados valores para o seu tamanho.

json-number-too-long = Um número do corpo do pedido tem demasiados algarismos.

json-number-out-of-range = Um número do corpo do pedido está fora do intervalo aceite: o expoente é demasiado grande ou demasiado pequeno.

## Verificações assíncronas

check-timed-out = Não foi possível verificar o campo «{ $field }» a tempo. Tente novamente.

check-failed = Não foi possível verificar o campo «{ $field }». Tente novamente.
