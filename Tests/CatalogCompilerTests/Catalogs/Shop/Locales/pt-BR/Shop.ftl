cart =
    { $count ->
        [one] { $count } item no seu carrinho
        [many] { $count } de itens no seu carrinho
       *[other] { $count } itens no seu carrinho
    }

checkout = Finalizar compra
    .hint = Revise o pedido

delivery = Entrega em { DATETIME($date) }

# A label's gender is the translation's: English declares none.
coupon = Cupom
    .gender = masculine

payment-method = Forma de pagamento
    .gender = feminine
