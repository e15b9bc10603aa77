### Request field labels (the Registration example's), with the genders messages agree with.

field-name = 姓名

field-email = 电子邮箱

field-password = 密码

field-confirmation = 确认密码

field-birth-date = 出生日期

field-terms = 我同意使用条款

field-bio = 个人简介
