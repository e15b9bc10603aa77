### LocalizedValidation 内置规则的消息。
###
### 语气：礼貌、简洁，不用感叹号；必须称呼用户时用“您”，其余时候不用代词；引号用“…”；
### 标点用全角（。，：（））；占位符前后不加空格。量词：个（字符）、项、岁、个（错误）。

## 必填与文本

required = “{ $field }”为必填项。

invisible-characters = “{ $field }”包含不可见字符或改变文字方向的字符。

unprocessable = 无法处理“{ $field }”。

## 长度

too-short = “{ $field }”至少需要{ $min }个字符。

too-long = “{ $field }”不能超过{ $max }个字符。

wrong-length = “{ $field }”必须为{ $length }个字符。

# 上限以字节计，用户不按字节思考：消息请用户缩短内容。
# @allow-dropped-argument
too-long-bytes = “{ $field }”的内容过长，请缩短。

pattern-mismatch = “{ $field }”的格式不正确。

## 选择

must-be-true = 请勾选“{ $field }”后继续。

not-one-of = 请从“{ $field }”提供的选项中选择一项。

confirmation-mismatch = “{ $field }”与“{ $other }”不一致。

## 表单

submit-failed = 出现错误，请重试。

## 提交的结构

unknown-field = 此表单中没有“{ $name }”字段。

wrong-type = “{ $field }”的值类型不正确。

too-few-items = “{ $field }”至少需要{ $min }项。

too-many-items = “{ $field }”最多只能有{ $max }项。

## 数字

number-invalid = 请在“{ $field }”中输入数字。

number-not-integer = 请在“{ $field }”中输入整数。

number-out-of-range = “{ $field }”中的数字无法精确保存。请输入较小的数字或减少位数。

number-too-small = “{ $field }”的值不能小于{ $min }。

number-too-large = “{ $field }”的值不能大于{ $max }。

integer-out-of-range = “{ $field }”的值必须介于{ $min }和{ $max }之间。

## 日期

date-invalid = 请在“{ $field }”中输入有效日期，例如{ $example }。

date-ambiguous-year = 请在“{ $field }”中用四位数字填写年份。

date-in-future = “{ $field }”中的日期不能晚于今天。

date-too-early = “{ $field }”中的日期不能早于{ $date }。

date-too-late = “{ $field }”中的日期不能晚于{ $date }。

too-young = 您必须年满{ $age }岁。

too-old = 年龄不能超过{ $age }岁。

## 电子邮件地址

email-invalid = 请在“{ $field }”中输入有效的电子邮件地址。

email-missing-at = “{ $field }”中的电子邮件地址必须包含@。

email-empty-local-part = “{ $field }”中的电子邮件地址在@前缺少用户名。

email-empty-domain = “{ $field }”中的电子邮件地址在@后缺少域名。

email-invalid-local-part = “{ $field }”中的电子邮件地址在@前包含不允许使用的字符。

email-dot-placement = “{ $field }”中的电子邮件地址不能以句点开头或结尾，也不能包含两个连续的句点。

email-invalid-domain = “{ $field }”中的电子邮件地址的域名无效。

email-domain-needs-dot = “{ $field }”中的电子邮件地址需要完整的域名，例如example.com。

email-invalid-top-level-domain = “{ $field }”中的电子邮件地址必须以真实的顶级域名结尾，例如.com或.cn（不接受数字和IP地址）。

email-special-use-domain = “{ $field }”中的电子邮件地址使用了为测试或局域网保留的域名（例如.test、.local或.invalid），无法接收邮件。

# 上限以字节计，用户不按字节思考。
# @allow-dropped-argument
email-local-part-too-long = “{ $field }”中的电子邮件地址在@前的用户名过长。

# 上限以字节计，用户不按字节思考。
# @allow-dropped-argument
email-too-long = “{ $field }”中的电子邮件地址过长。

## 密码

password-too-short = “{ $field }”至少需要{ $min }个字符。

password-too-long = “{ $field }”不能超过{ $max }个字符。

password-needs-digit = “{ $field }”必须至少包含一个数字。

password-too-common = “{ $field }”中的密码过于常见，请换一个。

password-invalid-characters = “{ $field }”包含不能用于密码的不可见字符或控制字符。

password-contains-personal-data = “{ $field }”不能包含您的姓名或电子邮件地址。

## 标识符

username-invalid = “{ $field }”只能包含字母、数字和简单的标点符号。

nickname-invalid = “{ $field }”包含不能用于名称的字符。

identifier-mixed-scripts = “{ $field }”混用了不同文字系统的字母。

identifier-confusable = “{ $field }”中的名称与已使用的名称过于相似。

## 证件号码

cpf-invalid = 请检查“{ $field }”中的号码：这不是有效的CPF。

cnpj-invalid = 请检查“{ $field }”中的号码：这不是有效的CNPJ。

inn-invalid = 请检查“{ $field }”中的号码：这不是有效的INN。

snils-invalid = 请检查“{ $field }”中的号码：这不是有效的SNILS。

## 服务器响应

validation-failed = 表单中有错误。

error-count =
    { $count ->
        [0] 没有错误
       *[other] { $count }个错误
    }

body-unreadable = 无法读取请求正文。

body-too-large = 请求正文过大。

json-syntax = 请求正文不是有效的JSON。

json-invalid-utf8 = 请求正文包含非UTF-8编码的文本。请以UTF-8编码发送。

json-byte-order-mark = 请求正文以字节顺序标记（BOM）开头。请发送不带BOM的JSON。

json-not-an-object = 请求正文必须是包含字段值的JSON对象。

json-duplicate-key = 同一对象中有重复的键。每个键只能发送一次。

json-too-large = 请求正文超过了此服务器接受的大小。请减少发送的数据。

json-too-deep = 请求正文中对象和数组的嵌套层级过深。

json-too-many-elements = 请求正文中的某个对象或数组包含的元素过多。

json-too-many-values = 请求正文中的值相对其大小过多。

json-number-too-long = 请求正文中的某个数字位数过多。

json-number-out-of-range = 请求正文中的某个数字超出范围：指数过大或过小。

## 异步检查

check-timed-out = 未能及时验证“{ $field }”。请重试。

check-failed = 无法验证“{ $field }”。请重试。
