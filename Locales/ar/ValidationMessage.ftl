### رسائل القواعد المضمّنة في LocalizedValidation.
###
### الصوت: لا علامات تعجب، وصيغة مهذبة لا تحدد جنس المستخدم («يُرجى» مع المصدر:
### «يُرجى إدخال»، «يُرجى المحاولة مرة أخرى»)، وعلامات التنصيص «…». تتحدث الرسالة
### عن الحقل («يُرجى ملء حقل «كلمة المرور».»)، فلا يتغير اسم الحقل ولا يحتاج إلى
### مطابقة في الجنس، ويبقى اسم الحقل اللاتيني مقروءًا حين تعزل الواجهة القيم. الكلمات
### اللاتينية التي تبدأ بنقطة (.com) معزولة باتجاه من اليسار إلى اليمين.

## الوجود والنص

required = يُرجى ملء حقل «{ $field }».

invisible-characters = يحتوي حقل «{ $field }» على أحرف غير مرئية أو أحرف تغيّر اتجاه النص.

unprocessable = تعذّرت معالجة حقل «{ $field }».

## الطول

too-short =
    يجب أن يحتوي حقل «{ $field }» على { $min ->
        [zero] { $min } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $min } أحرف
        [many] { $min } حرفًا
       *[other] { $min } حرف
    } على الأقل.

too-long =
    يمكن أن يحتوي حقل «{ $field }» على { $max ->
        [zero] { $max } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    } كحد أقصى.

wrong-length =
    يجب أن يحتوي حقل «{ $field }» على { $length ->
        [zero] { $length } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $length } أحرف
        [many] { $length } حرفًا
       *[other] { $length } حرف
    } بالضبط.

# الحد بالبايت، وهي وحدة لا يفكر بها المستخدم: تطلب الرسالة اختصار النص.
# @allow-dropped-argument
too-long-bytes = النص في حقل «{ $field }» طويل جدًا. يُرجى اختصاره.

pattern-mismatch = تنسيق حقل «{ $field }» غير صحيح.

## الاختيارات

must-be-true = يُرجى تحديد «{ $field }» للمتابعة.

not-one-of = يُرجى اختيار أحد الخيارات المتاحة في حقل «{ $field }».

confirmation-mismatch = لا يتطابق حقل «{ $field }» مع حقل «{ $other }».

## النماذج

submit-failed = حدث خطأ ما. يُرجى المحاولة مرة أخرى.

## البنية المُرسلة

unknown-field = لا يحتوي هذا النموذج على حقل باسم «{ $name }».

wrong-type = نوع القيمة في حقل «{ $field }» غير صحيح.

too-few-items =
    يجب أن يحتوي حقل «{ $field }» على { $min ->
        [zero] { $min } عنصر
        [one] عنصر واحد
        [two] عنصرين
        [few] { $min } عناصر
        [many] { $min } عنصرًا
       *[other] { $min } عنصر
    } على الأقل.

too-many-items =
    يمكن أن يحتوي حقل «{ $field }» على { $max ->
        [zero] { $max } عنصر
        [one] عنصر واحد
        [two] عنصرين
        [few] { $max } عناصر
        [many] { $max } عنصرًا
       *[other] { $max } عنصر
    } كحد أقصى.

## الأرقام

number-invalid = يُرجى إدخال رقم في حقل «{ $field }».

number-not-integer = يُرجى إدخال عدد صحيح في حقل «{ $field }».

number-out-of-range = لا يمكن حفظ الرقم في حقل «{ $field }» بدقة. يُرجى إدخال رقم أصغر أو بخانات أقل.

number-too-small = يجب ألا تقل القيمة في حقل «{ $field }» عن { $min }.

number-too-large = يجب ألا تزيد القيمة في حقل «{ $field }» على { $max }.

integer-out-of-range = يجب أن تكون القيمة في حقل «{ $field }» بين { $min } و{ $max }.

## التواريخ

date-invalid = يُرجى إدخال تاريخ صحيح في حقل «{ $field }»، مثل { $example }.

date-ambiguous-year = يُرجى كتابة السنة بأربعة أرقام في حقل «{ $field }».

date-in-future = لا يمكن أن يكون التاريخ في حقل «{ $field }» في المستقبل.

date-too-early = يجب ألا يكون التاريخ في حقل «{ $field }» قبل { $date }.

date-too-late = يجب ألا يكون التاريخ في حقل «{ $field }» بعد { $date }.

too-young =
    يجب ألا يقل العمر عن { $age ->
        [zero] { $age } عام
        [one] عام واحد
        [two] عامين
        [few] { $age } أعوام
        [many] { $age } عامًا
       *[other] { $age } عام
    }.

too-old =
    يجب ألا يزيد العمر على { $age ->
        [zero] { $age } عام
        [one] عام واحد
        [two] عامين
        [few] { $age } أعوام
        [many] { $age } عامًا
       *[other] { $age } عام
    }.

## عناوين البريد الإلكتروني

email-invalid = يُرجى إدخال عنوان بريد إلكتروني صحيح في حقل «{ $field }».

email-missing-at = يجب أن يحتوي العنوان في حقل «{ $field }» على الرمز @.

email-empty-local-part = يجب أن يحتوي العنوان في حقل «{ $field }» على اسم قبل الرمز @.

email-empty-domain = يجب أن يحتوي العنوان في حقل «{ $field }» على نطاق بعد الرمز @.

email-invalid-local-part = يحتوي العنوان في حقل «{ $field }» على أحرف غير مسموح بها قبل الرمز @.

email-dot-placement = لا يمكن أن يبدأ العنوان في حقل «{ $field }» بنقطة أو ينتهي بها، أو أن يحتوي على نقطتين متتاليتين.

email-invalid-domain = اسم النطاق في حقل «{ $field }» غير صحيح.

email-domain-needs-dot = يجب أن يحتوي العنوان في حقل «{ $field }» على نطاق كامل، مثل example.com.

email-invalid-top-level-domain = يجب أن ينتهي النطاق في حقل «{ $field }» بامتداد حقيقي، مثل { "\u2066" }.com{ "\u2069" } أو { "\u2066" }.sa{ "\u2069" } (لا تُقبل الأرقام ولا عناوين IP).

email-special-use-domain = يستخدم العنوان في حقل «{ $field }» نطاقًا محجوزًا للاختبار أو للشبكات المحلية (مثل { "\u2066" }.test{ "\u2069" } أو { "\u2066" }.local{ "\u2069" } أو { "\u2066" }.invalid{ "\u2069" })، ولا يمكنه استقبال الرسائل.

# الحد بالبايت، وهي وحدة لا يفكر بها المستخدم.
# @allow-dropped-argument
email-local-part-too-long = الاسم قبل الرمز @ في حقل «{ $field }» طويل جدًا.

# الحد بالبايت، وهي وحدة لا يفكر بها المستخدم.
# @allow-dropped-argument
email-too-long = العنوان في حقل «{ $field }» طويل جدًا.

## كلمات المرور

password-too-short =
    يجب أن يحتوي حقل «{ $field }» على { $min ->
        [zero] { $min } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $min } أحرف
        [many] { $min } حرفًا
       *[other] { $min } حرف
    } على الأقل.

password-too-long =
    يمكن أن يحتوي حقل «{ $field }» على { $max ->
        [zero] { $max } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    } كحد أقصى.

password-needs-digit = يجب أن يحتوي حقل «{ $field }» على رقم واحد على الأقل.

password-too-common = كلمة المرور في حقل «{ $field }» شائعة جدًا. يُرجى اختيار كلمة مرور أخرى.

password-invalid-characters = يحتوي حقل «{ $field }» على أحرف غير مرئية أو أحرف تحكم لا يمكن استخدامها في كلمة المرور.

password-contains-personal-data = يجب ألا يحتوي حقل «{ $field }» على اسمك أو عنوان بريدك الإلكتروني.

## المعرّفات

username-invalid = يمكن أن يحتوي حقل «{ $field }» على أحرف وأرقام وعلامات ترقيم بسيطة فقط.

nickname-invalid = يحتوي حقل «{ $field }» على أحرف لا يمكن استخدامها في الاسم.

identifier-mixed-scripts = يخلط حقل «{ $field }» بين أحرف من أبجديات مختلفة.

identifier-confusable = الاسم في حقل «{ $field }» يشبه كثيرًا اسمًا مستخدمًا بالفعل.

## أرقام الهوية

cpf-invalid = يُرجى التحقق من الرقم في حقل «{ $field }»: هذا ليس رقم CPF صحيحًا.

cnpj-invalid = يُرجى التحقق من الرقم في حقل «{ $field }»: هذا ليس رقم CNPJ صحيحًا.

inn-invalid = يُرجى التحقق من الرقم في حقل «{ $field }»: هذا ليس رقم INN صحيحًا.

snils-invalid = يُرجى التحقق من الرقم في حقل «{ $field }»: هذا ليس رقم SNILS صحيحًا.

## ردود الخادم

validation-failed = يحتوي النموذج على أخطاء.

error-count =
    { $count ->
        [0] لا توجد أخطاء
        [zero] لا توجد أخطاء
        [one] خطأ واحد
        [two] خطآن
        [few] { $count } أخطاء
        [many] { $count } خطأً
       *[other] { $count } خطأ
    }

body-unreadable = تعذّرت قراءة نص الطلب.

body-too-large = نص الطلب كبير جدًا.

json-syntax = نص الطلب ليس JSON صالحًا.

json-invalid-utf8 = يحتوي نص الطلب على نص غير مرمّز بترميز UTF-8. يُرجى إرساله بترميز UTF-8.

json-byte-order-mark = يبدأ نص الطلب بعلامة ترتيب البايتات (BOM). يُرجى إرسال JSON بدونها.

json-not-an-object = يجب أن يكون نص الطلب كائن JSON يحتوي على قيم الحقول.

json-duplicate-key = يتكرر مفتاح مرتين في الكائن نفسه. يُرجى إرسال كل مفتاح مرة واحدة.

json-too-large = نص الطلب أكبر مما يقبله هذا الخادم. يُرجى إرسال بيانات أقل.

json-too-deep = يحتوي نص الطلب على كائنات ومصفوفات متداخلة بعمق كبير.

json-too-many-elements = يحتوي كائن أو مصفوفة في نص الطلب على عناصر كثيرة جدًا.

json-too-many-values = يحتوي نص الطلب على قيم كثيرة جدًا بالنسبة إلى حجمه.

json-number-too-long = يحتوي رقم في نص الطلب على خانات كثيرة جدًا.

json-number-out-of-range = رقم في نص الطلب خارج النطاق المسموح به: الأس كبير جدًا أو صغير جدًا.

## عمليات التحقق غير المتزامنة

check-timed-out = تعذّر التحقق من حقل «{ $field }» في الوقت المحدد. يُرجى المحاولة مرة أخرى.

check-failed = تعذّر التحقق من حقل «{ $field }». يُرجى المحاولة مرة أخرى.
