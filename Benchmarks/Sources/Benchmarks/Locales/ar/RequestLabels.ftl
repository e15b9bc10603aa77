### Request field labels (the Registration example's), with the genders messages agree with.

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

field-terms = أوافق على شروط الاستخدام

field-bio = نبذة شخصية
    .gender = feminine
