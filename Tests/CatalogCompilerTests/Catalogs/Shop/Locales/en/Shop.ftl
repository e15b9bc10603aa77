# Variables:
#   $count (Int) - items in the cart
cart =
    { $count ->
        [one] { $count } item in your cart
       *[other] { $count } items in your cart
    }

checkout = Checkout
    .hint = Review your order

delivery = Delivery on { DATETIME($date) }

coupon = Coupon code

payment-method = Payment method
