### LocalizedValidation yerleşik kurallarının iletileri.
###
### Ses: büyük harf yalnızca cümle başında, ünlem işareti yok, “siz” ile hitap (“girin”,
### “seçin”, “tekrar deneyin”), tırnak işareti “…”. İleti alandan söz eder (“Şifre”
### alanını doldurun.): etikete hiçbir ek gelmez (ünlü uyumu etiketin okunuşuna bağlı
### olurdu), ekler “alan” sözcüğüne eklenir. Sayıdan sonra ad tekil kalır (8 karakter).

## Varlık ve metin

required = “{ $field }” alanını doldurun.

invisible-characters = “{ $field }” alanı görünmeyen karakterler veya yazı yönünü değiştiren karakterler içeriyor.

unprocessable = “{ $field }” alanı işlenemedi.

## Uzunluk

too-short =
    “{ $field }” alanı en az { $min ->
        [one] { $min } karakter
       *[other] { $min } karakter
    } olmalıdır.

too-long =
    “{ $field }” alanı en fazla { $max ->
        [one] { $max } karakter
       *[other] { $max } karakter
    } olabilir.

wrong-length =
    “{ $field }” alanı tam olarak { $length ->
        [one] { $length } karakter
       *[other] { $length } karakter
    } olmalıdır.

# Sınır bayt cinsinden, kullanıcı bayt ile düşünmez: ileti metnin kısaltılmasını ister.
# @allow-dropped-argument
too-long-bytes = “{ $field }” alanındaki metin çok uzun. Lütfen kısaltın.

pattern-mismatch = “{ $field }” alanı beklenen biçimde değil.

## Seçimler

must-be-true = Devam etmek için “{ $field }” seçeneğini işaretleyin.

not-one-of = “{ $field }” alanında sunulan seçeneklerden birini seçin.

confirmation-mismatch = “{ $field }” alanı “{ $other }” alanıyla eşleşmiyor.

## Formlar

submit-failed = Bir sorun oluştu. Lütfen tekrar deneyin.

## Gönderilen yapı

unknown-field = Bu formda “{ $name }” adlı bir alan yok.

wrong-type = “{ $field }” alanındaki değerin türü yanlış.

too-few-items =
    “{ $field }” alanında en az { $min ->
        [one] { $min } öğe
       *[other] { $min } öğe
    } olmalıdır.

too-many-items =
    “{ $field }” alanında en fazla { $max ->
        [one] { $max } öğe
       *[other] { $max } öğe
    } olabilir.

## Sayılar

number-invalid = “{ $field }” alanına bir sayı girin.

number-not-integer = “{ $field }” alanına bir tam sayı girin.

number-out-of-range = “{ $field }” alanındaki sayı tam olarak kaydedilemiyor. Daha küçük bir sayı veya daha az basamak girin.

number-too-small = “{ $field }” alanındaki değer en az { $min } olmalıdır.

number-too-large = “{ $field }” alanındaki değer en fazla { $max } olmalıdır.

integer-out-of-range = “{ $field }” alanındaki değer { $min } ile { $max } arasında olmalıdır.

## Tarihler

date-invalid = “{ $field }” alanına geçerli bir tarih girin (ör. { $example }).

date-ambiguous-year = “{ $field }” alanında yılı dört haneli girin.

date-in-future = “{ $field }” alanındaki tarih gelecekte olamaz.

date-too-early = “{ $field }” alanındaki tarih { $date } tarihinden önce olamaz.

date-too-late = “{ $field }” alanındaki tarih { $date } tarihinden sonra olamaz.

too-young =
    En az { $age ->
        [one] { $age } yaşında
       *[other] { $age } yaşında
    } olmalısınız.

too-old =
    Yaş en fazla { $age ->
        [one] { $age }
       *[other] { $age }
    } olabilir.

## E-posta adresleri

email-invalid = “{ $field }” alanına geçerli bir e-posta adresi girin.

email-missing-at = “{ $field }” alanındaki adres @ işareti içermelidir.

email-empty-local-part = “{ $field }” alanındaki adreste @ işaretinden önce bir ad olmalıdır.

email-empty-domain = “{ $field }” alanındaki adreste @ işaretinden sonra bir alan adı olmalıdır.

email-invalid-local-part = “{ $field }” alanındaki adreste @ işaretinden önce izin verilmeyen karakterler var.

email-dot-placement = “{ $field }” alanındaki adres nokta ile başlayamaz, nokta ile bitemez ve art arda iki nokta içeremez.

email-invalid-domain = “{ $field }” alanındaki adresin alan adı geçersiz.

email-domain-needs-dot = “{ $field }” alanındaki adreste tam bir alan adı olmalıdır (ör. ornek.com).

email-invalid-top-level-domain = “{ $field }” alanındaki adresin alan adı .com veya .tr gibi gerçek bir uzantıyla bitmelidir (sayılar ve IP adresleri kabul edilmez).

email-special-use-domain = “{ $field }” alanındaki adres, test veya yerel ağlar için ayrılmış bir alan adı kullanıyor (ör. .test, .local veya .invalid). Bu alan adı e-posta alamaz.

# Sınır bayt cinsinden, kullanıcı bayt ile düşünmez.
# @allow-dropped-argument
email-local-part-too-long = “{ $field }” alanındaki adreste @ işaretinden önceki ad çok uzun.

# Sınır bayt cinsinden, kullanıcı bayt ile düşünmez.
# @allow-dropped-argument
email-too-long = “{ $field }” alanındaki adres çok uzun.

## Şifreler

password-too-short =
    “{ $field }” alanı en az { $min ->
        [one] { $min } karakter
       *[other] { $min } karakter
    } olmalıdır.

password-too-long =
    “{ $field }” alanı en fazla { $max ->
        [one] { $max } karakter
       *[other] { $max } karakter
    } olabilir.

password-needs-digit = “{ $field }” alanı en az bir rakam içermelidir.

password-too-common = “{ $field }” alanındaki şifre çok yaygın. Lütfen başka bir şifre seçin.

password-invalid-characters = “{ $field }” alanı, şifrede kullanılamayan görünmez veya kontrol karakterleri içeriyor.

password-contains-personal-data = “{ $field }” alanı adınızı veya e-posta adresinizi içeremez.

## Tanımlayıcılar

username-invalid = “{ $field }” alanı yalnızca harf, rakam ve basit noktalama işaretleri içerebilir.

nickname-invalid = “{ $field }” alanı bir adda kullanılamayan karakterler içeriyor.

identifier-mixed-scripts = “{ $field }” alanında farklı alfabelerden harfler karışık kullanılmış.

identifier-confusable = “{ $field }” alanındaki ad, kullanımda olan bir ada çok benziyor.

## Kimlik numaraları

cpf-invalid = “{ $field }” alanındaki numarayı kontrol edin: geçerli bir CPF değil.

cnpj-invalid = “{ $field }” alanındaki numarayı kontrol edin: geçerli bir CNPJ değil.

inn-invalid = “{ $field }” alanındaki numarayı kontrol edin: geçerli bir INN değil.

snils-invalid = “{ $field }” alanındaki numarayı kontrol edin: geçerli bir SNILS değil.

## Sunucu yanıtları

validation-failed = Formda hatalar var.

error-count =
    { $count ->
        [0] hata yok
        [one] { $count } hata
       *[other] { $count } hata
    }

body-unreadable = İstek gövdesi okunamadı.

body-too-large = İstek gövdesi çok büyük.

json-syntax = İstek gövdesi geçerli bir JSON değil.

json-invalid-utf8 = İstek gövdesi UTF-8 olmayan metin içeriyor. Lütfen UTF-8 olarak kodlayıp gönderin.

json-byte-order-mark = İstek gövdesi bir bayt sırası işaretiyle (BOM) başlıyor. Lütfen JSON’u BOM olmadan gönderin.

json-not-an-object = İstek gövdesi, alan değerlerini içeren bir JSON nesnesi olmalıdır.

json-duplicate-key = Aynı nesnede bir anahtar iki kez geçiyor. Lütfen her anahtarı yalnızca bir kez gönderin.

json-too-large = İstek gövdesi bu sunucunun kabul ettiği boyuttan büyük. Lütfen daha az veri gönderin.

json-too-deep = İstek gövdesinde nesneler ve diziler çok derin iç içe geçmiş.

json-too-many-elements = İstek gövdesindeki bir nesne veya dizide çok fazla öğe var.

json-too-many-values = İstek gövdesinde, boyutuna göre çok fazla değer var.

json-number-too-long = İstek gövdesindeki bir sayıda çok fazla basamak var.

json-number-out-of-range = İstek gövdesindeki bir sayı izin verilen aralığın dışında: üssü çok büyük veya çok küçük.

## Eşzamansız denetimler

check-timed-out = “{ $field }” alanı zamanında kontrol edilemedi. Lütfen tekrar deneyin.

check-failed = “{ $field }” alanı kontrol edilemedi. Lütfen tekrar deneyin.
