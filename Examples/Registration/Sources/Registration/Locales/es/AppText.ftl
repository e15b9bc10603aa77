## Etiquetas de los campos
##
## Cada etiqueta declara su género gramatical (.gender = masculine o feminine); las
## etiquetas en plural y las frases no declaran ninguno.

field-name = Nombre
    .gender = masculine

field-email = Correo electrónico
    .gender = masculine

field-password = Contraseña
    .gender = feminine

field-confirmation = Confirmación de la contraseña
    .gender = feminine

field-birth-date = Fecha de nacimiento
    .gender = feminine

field-plan = Plan
    .gender = masculine

field-newsletter = Boletín
    .gender = masculine

field-experience = Experiencia
    .gender = feminine

field-dependents = Personas a cargo

field-age = Edad
    .gender = feminine

field-bio = Biografía
    .gender = feminine

field-terms = Acepto las condiciones de uso

## Pantallas

screen-sign-up = Alta

screen-profile = Editar perfil

screen-registration = Registro

no-errors = No hay errores: puedes enviar el formulario.

sample = Ejemplo «{ $name }»

## Reglas de la app

free-plan-dependents = El plan gratuito no incluye personas a cargo. Has indicado { $dependents }.
