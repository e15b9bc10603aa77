## 字段名称
##
## 中文没有语法性别，字段名称不声明性别。

field-name = 姓名

field-email = 电子邮箱

field-password = 密码

field-confirmation = 确认密码

field-birth-date = 出生日期

field-plan = 套餐

field-newsletter = 新闻通讯

field-experience = 工作经验

field-dependents = 受抚养人

field-age = 年龄

field-bio = 个人简介

field-terms = 我同意使用条款

## 页面

screen-sign-up = 注册

screen-profile = 编辑个人资料

screen-registration = 创建账户

no-errors = 没有错误：可以提交表单。

sample = 示例“{ $name }”

## 应用规则

free-plan-dependents = 免费套餐不包含受抚养人。您填写的人数为{ $dependents }。
