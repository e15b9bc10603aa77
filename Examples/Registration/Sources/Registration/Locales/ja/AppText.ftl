## 項目名
##
## 日本語には文法上の性がないため、項目名は性を宣言しません。

field-name = 氏名

field-email = メールアドレス

field-password = パスワード

field-confirmation = パスワード（確認）

field-birth-date = 生年月日

field-plan = プラン

field-newsletter = ニュースレター

field-experience = 経験年数

field-dependents = 扶養家族

field-age = 年齢

field-bio = 自己紹介

field-terms = 利用規約に同意します

## 画面

screen-sign-up = 新規登録

screen-profile = プロフィールの編集

screen-registration = アカウント作成

no-errors = エラーはありません。フォームを送信できます。

sample = 例「{ $name }」

## アプリのルール

free-plan-dependents = 無料プランには扶養家族を登録できません。入力された人数は{ $dependents }人です。
