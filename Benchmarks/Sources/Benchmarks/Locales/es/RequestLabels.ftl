### Request field labels (the Registration example's), with the genders messages agree with.

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

field-terms = Acepto las condiciones de uso

field-bio = Biografía
    .gender = feminine
