### Request field labels (the Registration example's), with the genders messages agree with.

field-name = Ad

field-email = E-posta

field-password = Şifre

field-confirmation = Şifre (tekrar)

field-birth-date = Doğum tarihi

field-terms = Kullanım koşullarını kabul ediyorum

field-bio = Hakkımda
