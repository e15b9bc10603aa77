checkout = Finalizar encomenda
