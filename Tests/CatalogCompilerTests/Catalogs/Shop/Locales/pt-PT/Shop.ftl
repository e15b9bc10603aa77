checkout = Finalizar encomenda

coupon = Cupão
    .gender = masculine
