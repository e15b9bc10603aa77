### Request field labels (the Registration example's), with the genders messages agree with.

field-name = 氏名

field-email = メールアドレス

field-password = パスワード

field-confirmation = パスワード（確認）

field-birth-date = 生年月日

field-terms = 利用規約に同意します

field-bio = 自己紹介
