"""The signed-in shopper's account pages (/api/users/me/...): the overview, order history, returns, transactions,
reward points, the affiliate page, addresses, payment profile and recurring payments.

They read the accounts and the orders domains together, so they sit above both: shop.accounts keeps the account
itself (sign-in, passwords, addresses, wishlist) and never imports orders.
"""
