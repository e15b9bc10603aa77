field-password = Passwort
    .gender = neuter
