### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Nome
    .gender = masculine

field-email = E-mail
    .gender = masculine

field-password = Senha
    .gender = feminine

field-confirmation = Confirmação da senha
    .gender = feminine

field-birth-date = Data de nascimento
    .gender = feminine

field-terms = Aceito os termos de uso

field-bio = Bio
    .gender = feminine
