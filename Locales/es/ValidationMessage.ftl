### Mensajes de las reglas integradas de LocalizedValidation.
###
### Voz: mayúscula solo al principio de la frase, sin signos de exclamación, tuteo
### («introduce», «elige», «vuelve a intentarlo») y comillas angulares «…». El mensaje
### habla del campo («El campo «Contraseña» es obligatorio.»), así que la etiqueta nunca
### cambia de forma ni necesita artículo, y concuerda con «campo» sea cual sea su género.

## Presencia y texto

required = El campo «{ $field }» es obligatorio.

invisible-characters = El campo «{ $field }» contiene caracteres invisibles o que cambian la dirección del texto.

unprocessable = No se ha podido procesar el campo «{ $field }».

## Longitud

too-short =
    El campo «{ $field }» debe tener al menos { $min ->
        [one] { $min } carácter
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

too-long =
    El campo «{ $field }» puede tener como máximo { $max ->
        [one] { $max } carácter
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    }.

wrong-length =
    El campo «{ $field }» debe tener exactamente { $length ->
        [one] { $length } carácter
        [many] { $length } de caracteres
       *[other] { $length } caracteres
    }.

# El límite está en bytes, una unidad que el usuario no usa: se le pide que acorte el texto.
# @allow-dropped-argument
too-long-bytes = El texto del campo «{ $field }» es demasiado largo. Acórtalo.

pattern-mismatch = El campo «{ $field }» no tiene el formato correcto.

## Opciones

must-be-true = Marca «{ $field }» para continuar.

not-one-of = Elige una de las opciones del campo «{ $field }».

confirmation-mismatch = El campo «{ $field }» no coincide con el campo «{ $other }».

## Formularios

submit-failed = Algo ha salido mal. Vuelve a intentarlo.

## Estructura enviada

unknown-field = Este formulario no tiene ningún campo «{ $name }».

wrong-type = El valor del campo «{ $field }» no es del tipo correcto.

too-few-items =
    El campo «{ $field }» debe tener al menos { $min ->
        [one] { $min } elemento
        [many] { $min } de elementos
       *[other] { $min } elementos
    }.

too-many-items =
    El campo «{ $field }» puede tener como máximo { $max ->
        [one] { $max } elemento
        [many] { $max } de elementos
       *[other] { $max } elementos
    }.

## Números

number-invalid = Introduce un número en el campo «{ $field }».

number-not-integer = Introduce un número entero en el campo «{ $field }».

number-out-of-range = El número del campo «{ $field }» no se puede guardar con exactitud. Introduce un número más pequeño o con menos cifras.

number-too-small = El valor del campo «{ $field }» debe ser como mínimo { $min }.

number-too-large = El valor del campo «{ $field }» debe ser como máximo { $max }.

integer-out-of-range = El valor del campo «{ $field }» debe estar entre { $min } y { $max }.

## Fechas

date-invalid = Introduce una fecha válida en el campo «{ $field }», como { $example }.

date-ambiguous-year = Escribe el año con cuatro cifras en el campo «{ $field }».

date-in-future = La fecha del campo «{ $field }» no puede ser futura.

date-too-early = La fecha del campo «{ $field }» no puede ser anterior al { $date }.

date-too-late = La fecha del campo «{ $field }» no puede ser posterior al { $date }.

too-young =
    Debes tener al menos { $age ->
        [one] { $age } año
        [many] { $age } de años
       *[other] { $age } años
    }.

too-old =
    La edad no puede ser superior a { $age ->
        [one] { $age } año
        [many] { $age } de años
       *[other] { $age } años
    }.

## Direcciones de correo electrónico

email-invalid = Introduce una dirección de correo electrónico válida en el campo «{ $field }».

email-missing-at = La dirección del campo «{ $field }» debe incluir una @.

email-empty-local-part = La dirección del campo «{ $field }» necesita un nombre antes de la @.

email-empty-domain = La dirección del campo «{ $field }» necesita un dominio después de la @.

email-invalid-local-part = La dirección del campo «{ $field }» tiene caracteres no permitidos antes de la @.

email-dot-placement = La dirección del campo «{ $field }» no puede empezar ni terminar con un punto, ni tener dos puntos seguidos.

email-invalid-domain = La dirección del campo «{ $field }» tiene un dominio no válido.

email-domain-needs-dot = La dirección del campo «{ $field }» necesita un dominio completo, como ejemplo.com.

email-invalid-top-level-domain = El dominio de la dirección del campo «{ $field }» debe terminar en una extensión real, como .com o .es (no se aceptan números ni direcciones IP).

email-special-use-domain = La dirección del campo «{ $field }» usa un dominio reservado para pruebas o redes locales (como .test, .local o .invalid), que no puede recibir correo.

# El límite está en bytes, una unidad que el usuario no usa.
# @allow-dropped-argument
email-local-part-too-long = La dirección del campo «{ $field }» tiene un nombre demasiado largo antes de la @.

# El límite está en bytes, una unidad que el usuario no usa.
# @allow-dropped-argument
email-too-long = La dirección del campo «{ $field }» es demasiado larga.

## Contraseñas

password-too-short =
    El campo «{ $field }» debe tener al menos { $min ->
        [one] { $min } carácter
        [many] { $min } de caracteres
       *[other] { $min } caracteres
    }.

password-too-long =
    El campo «{ $field }» puede tener como máximo { $max ->
        [one] { $max } carácter
        [many] { $max } de caracteres
       *[other] { $max } caracteres
    }.

password-needs-digit = El campo «{ $field }» debe incluir al menos un número.

password-too-common = La contraseña del campo «{ $field }» es demasiado común. Elige otra.

password-invalid-characters = El campo «{ $field }» contiene caracteres invisibles o de control que no se pueden usar en una contraseña.

password-contains-personal-data = El campo «{ $field }» no puede contener tu nombre ni tu dirección de correo electrónico.

## Identificadores

username-invalid = El campo «{ $field }» solo puede contener letras, números y signos de puntuación sencillos.

nickname-invalid = El campo «{ $field }» contiene caracteres que no se pueden usar en un nombre.

identifier-mixed-scripts = El campo «{ $field }» mezcla letras de alfabetos distintos.

identifier-confusable = El nombre del campo «{ $field }» se parece demasiado a otro que ya está en uso.

## Documentos de identidad

cpf-invalid = Comprueba el número del campo «{ $field }»: no es un CPF válido.

cnpj-invalid = Comprueba el número del campo «{ $field }»: no es un CNPJ válido.

inn-invalid = Comprueba el número del campo «{ $field }»: no es un INN válido.

snils-invalid = Comprueba el número del campo «{ $field }»: no es un SNILS válido.

## Respuestas del servidor

validation-failed = El formulario tiene errores.

error-count =
    { $count ->
        [0] ningún error
        [one] { $count } error
        [many] { $count } de errores
       *[other] { $count } errores
    }

body-unreadable = No se ha podido leer el cuerpo de la solicitud.

body-too-large = El cuerpo de la solicitud es demasiado grande.

json-syntax = El cuerpo de la solicitud no es un JSON válido.

json-invalid-utf8 = El cuerpo de la solicitud contiene texto que no está en UTF-8. Envíalo codificado en UTF-8.

json-byte-order-mark = El cuerpo de la solicitud empieza con una marca de orden de bytes (BOM). Envía el JSON sin ella.

json-not-an-object = El cuerpo de la solicitud debe ser un objeto JSON con los valores de los campos.

json-duplicate-key = Una clave aparece dos veces en el mismo objeto. Envía cada clave una sola vez.

json-too-large = El cuerpo de la solicitud supera el tamaño que acepta este servidor. Envía menos datos.

json-too-deep = El cuerpo de la solicitud tiene demasiados niveles de objetos y arrays anidados.

json-too-many-elements = Un objeto o array del cuerpo de la solicitud tiene demasiados elementos.

json-too-many-values = El cuerpo de la solicitud contiene demasiados valores para su tamaño.

json-number-too-long = Un número del cuerpo de la solicitud tiene demasiadas cifras.

json-number-out-of-range = Un número del cuerpo de la solicitud está fuera del rango permitido: su exponente es demasiado grande o demasiado pequeño.

## Comprobaciones asíncronas

check-timed-out = No se ha podido comprobar el campo «{ $field }» a tiempo. Vuelve a intentarlo.

check-failed = No se ha podido comprobar el campo «{ $field }». Vuelve a intentarlo.
