"""Payments: the methods a shopper pays with, the card provider's protocol behind one provider interface, and
the records of payments and provider notices.

What a provider's notice does to an order (marked paid, or unpaid again) is the orders domain's:
shop.orders.payment_notices and its route shop.orders.payment_routes (/api/payments/...). This package imports
no other domain, so accounts (a profile's preferred method) and orders both build on it.
"""
