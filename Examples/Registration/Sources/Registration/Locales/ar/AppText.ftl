## تسميات الحقول
##
## تذكر كل تسمية جنسها النحوي (.gender = masculine أو feminine)؛ ولا تذكره تسميات الجمع
## والجمل. الرسائل المضمّنة بالعربية تتحدث عن «حقل …» فلا تتغير بتغير الجنس.

field-name = الاسم
    .gender = masculine

field-email = البريد الإلكتروني
    .gender = masculine

field-password = كلمة المرور
    .gender = feminine

field-confirmation = تأكيد كلمة المرور
    .gender = masculine

field-birth-date = تاريخ الميلاد
    .gender = masculine

field-plan = الخطة
    .gender = feminine

field-newsletter = النشرة الإخبارية
    .gender = feminine

field-experience = الخبرة
    .gender = feminine

field-dependents = المُعالون

field-age = العمر
    .gender = masculine

field-bio = نبذة شخصية
    .gender = feminine

field-terms = أوافق على شروط الاستخدام

## الشاشات

screen-sign-up = إنشاء حساب

screen-profile = تعديل الملف الشخصي

screen-registration = التسجيل

no-errors = لا توجد أخطاء: يمكن إرسال النموذج.

sample = المثال «{ $name }»

## قواعد التطبيق

free-plan-dependents = لا تشمل الخطة المجانية المُعالين، والعدد المُدخل هو { $dependents }.
