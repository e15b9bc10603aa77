hello = Hello, { $name }!
-brand = Acme
    .gender = neuter
emails = { $count ->
    [one] one e-mail
   *[other] { NUMBER($count, minimumFractionDigits: 1) } e-mails
}
ref = { hello } { -brand } { -brand.gender ->
    [neuter] it
   *[other] they
}
