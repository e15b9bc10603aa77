### LocalizedValidation の組み込みルールのメッセージ。
###
### 文体：です・ます調、感嘆符なし、代名詞なし、かぎかっこ「…」、全角の句読点（。、（）：）。
### 値の前後に空白を入れない。助数詞は文字・個・歳・件。日付の例は 1990/12/31 の形式。

## 入力と文字

required = 「{ $field }」は必須です。

invisible-characters = 「{ $field }」に、目に見えない文字または文字の向きを変える文字が含まれています。

unprocessable = 「{ $field }」を処理できませんでした。

## 長さ

too-short = 「{ $field }」は{ $min }文字以上で入力してください。

too-long = 「{ $field }」は{ $max }文字以内で入力してください。

wrong-length = 「{ $field }」は{ $length }文字で入力してください。

# 上限はバイト単位で、利用者が考える単位ではないため、短くするよう求める。
# @allow-dropped-argument
too-long-bytes = 「{ $field }」の内容が長すぎます。短くしてください。

pattern-mismatch = 「{ $field }」の形式が正しくありません。

## 選択

must-be-true = 続行するには「{ $field }」にチェックを入れてください。

not-one-of = 「{ $field }」は表示された選択肢から選んでください。

confirmation-mismatch = 「{ $field }」が「{ $other }」と一致しません。

## フォーム

submit-failed = 問題が発生しました。もう一度お試しください。

## 送信された構造

unknown-field = このフォームに「{ $name }」という項目はありません。

wrong-type = 「{ $field }」の値の種類が正しくありません。

too-few-items = 「{ $field }」には{ $min }個以上の項目が必要です。

too-many-items = 「{ $field }」の項目は{ $max }個までです。

## 数値

number-invalid = 「{ $field }」には数値を入力してください。

number-not-integer = 「{ $field }」には整数を入力してください。

number-out-of-range = 「{ $field }」の数値を正確に保存できません。より小さい数値か、桁数の少ない数値を入力してください。

number-too-small = 「{ $field }」には{ $min }以上の値を入力してください。

number-too-large = 「{ $field }」には{ $max }以下の値を入力してください。

integer-out-of-range = 「{ $field }」には{ $min }から{ $max }までの値を入力してください。

## 日付

date-invalid = 「{ $field }」には有効な日付を入力してください（例：{ $example }）。

date-ambiguous-year = 「{ $field }」の年は4桁で入力してください。

date-in-future = 「{ $field }」に未来の日付は指定できません。

date-too-early = 「{ $field }」には{ $date }以降の日付を入力してください。

date-too-late = 「{ $field }」には{ $date }以前の日付を入力してください。

too-young = { $age }歳以上である必要があります。

too-old = 年齢は{ $age }歳以下である必要があります。

## メールアドレス

email-invalid = 「{ $field }」には有効なメールアドレスを入力してください。

email-missing-at = 「{ $field }」のメールアドレスには@が必要です。

email-empty-local-part = 「{ $field }」のメールアドレスの@の前に名前がありません。

email-empty-domain = 「{ $field }」のメールアドレスの@の後にドメインがありません。

email-invalid-local-part = 「{ $field }」のメールアドレスの@の前に、使用できない文字が含まれています。

email-dot-placement = 「{ $field }」のメールアドレスでは、先頭と末尾にピリオドを使えず、ピリオドを2つ続けることもできません。

email-invalid-domain = 「{ $field }」のメールアドレスのドメイン名が正しくありません。

email-domain-needs-dot = 「{ $field }」のメールアドレスには、example.comのような完全なドメインを入力してください。

email-invalid-top-level-domain = 「{ $field }」のメールアドレスのドメインは、.comや.jpのような実在するトップレベルドメインで終わる必要があります（数字やIPアドレスは使用できません）。

email-special-use-domain = 「{ $field }」のメールアドレスは、テスト用またはローカルネットワーク用に予約されたドメイン（.test、.local、.invalidなど）を使用しているため、メールを受信できません。

# 上限はバイト単位で、利用者が考える単位ではない。
# @allow-dropped-argument
email-local-part-too-long = 「{ $field }」のメールアドレスの@の前の名前が長すぎます。

# 上限はバイト単位で、利用者が考える単位ではない。
# @allow-dropped-argument
email-too-long = 「{ $field }」のメールアドレスが長すぎます。

## パスワード

password-too-short = 「{ $field }」は{ $min }文字以上で入力してください。

password-too-long = 「{ $field }」は{ $max }文字以内で入力してください。

password-needs-digit = 「{ $field }」には数字を1つ以上含めてください。

password-too-common = 「{ $field }」のパスワードはよく使われているため、安全ではありません。別のパスワードを選んでください。

password-invalid-characters = 「{ $field }」に、パスワードに使用できない不可視文字または制御文字が含まれています。

password-contains-personal-data = 「{ $field }」に名前やメールアドレスを含めることはできません。

## 識別子

username-invalid = 「{ $field }」には、文字、数字、簡単な記号のみ使用できます。

nickname-invalid = 「{ $field }」に、名前に使用できない文字が含まれています。

identifier-mixed-scripts = 「{ $field }」に、異なる文字体系の文字が混在しています。

identifier-confusable = 「{ $field }」の名前は、すでに使用されている名前と似すぎています。

## 身分証明番号

cpf-invalid = 「{ $field }」の番号を確認してください。有効なCPFではありません。

cnpj-invalid = 「{ $field }」の番号を確認してください。有効なCNPJではありません。

inn-invalid = 「{ $field }」の番号を確認してください。有効なINNではありません。

snils-invalid = 「{ $field }」の番号を確認してください。有効なSNILSではありません。

## サーバーの応答

validation-failed = フォームにエラーがあります。

error-count =
    { $count ->
        [0] エラーなし
       *[other] { $count }件のエラー
    }

body-unreadable = リクエスト本文を読み取れませんでした。

body-too-large = リクエスト本文が大きすぎます。

json-syntax = リクエスト本文が有効なJSONではありません。

json-invalid-utf8 = リクエスト本文にUTF-8ではないテキストが含まれています。UTF-8でエンコードして送信してください。

json-byte-order-mark = リクエスト本文がバイト順マーク（BOM）で始まっています。BOMなしでJSONを送信してください。

json-not-an-object = リクエスト本文は、フィールドの値を含むJSONオブジェクトである必要があります。

json-duplicate-key = 同じオブジェクト内で同じキーが2回使われています。各キーは1回だけ送信してください。

json-too-large = リクエスト本文がこのサーバーの上限を超えています。データを減らして送信してください。

json-too-deep = リクエスト本文のオブジェクトや配列の入れ子が深すぎます。

json-too-many-elements = リクエスト本文のオブジェクトまたは配列の要素が多すぎます。

json-too-many-values = リクエスト本文のサイズに対して値が多すぎます。

json-number-too-long = リクエスト本文の数値の桁数が多すぎます。

json-number-out-of-range = リクエスト本文の数値が範囲外です。指数が大きすぎるか小さすぎます。

## 非同期の確認

check-timed-out = 「{ $field }」を時間内に確認できませんでした。もう一度お試しください。

check-failed = 「{ $field }」を確認できませんでした。もう一度お試しください。
