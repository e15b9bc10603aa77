## Alan adları
##
## Türkçede dilbilgisel cinsiyet yoktur: adlar cinsiyet bildirmez.

field-name = Ad

field-email = E-posta

field-password = Şifre

field-confirmation = Şifre (tekrar)

field-birth-date = Doğum tarihi

field-plan = Plan

field-newsletter = Bülten

field-experience = Deneyim

field-dependents = Bakmakla yükümlü olunan kişiler

field-age = Yaş

field-bio = Hakkımda

field-terms = Kullanım koşullarını kabul ediyorum

## Ekranlar

screen-sign-up = Kaydol

screen-profile = Profili düzenle

screen-registration = Hesap oluşturma

no-errors = Hata yok: form gönderilebilir.

sample = Örnek “{ $name }”

## Uygulama kuralları

free-plan-dependents = Ücretsiz plan bakmakla yükümlü olunan kişileri kapsamaz. Girilen sayı: { $dependents }.
