cart =
    { $count ->
        [one] { $count } item no seu carrinho
        [many] { $count } de itens no seu carrinho
       *[other] { $count } itens no seu carrinho
    }

checkout = Finalizar compra
    .hint = Revise o pedido

delivery = Entrega em { DATETIME($date) }
