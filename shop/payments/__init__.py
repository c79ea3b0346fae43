"""Payments: the methods a shopper pays with, behind one provider interface, and the card provider's notices.

The blueprint lives in shop.payments.routes (imported by shop.blueprints): accounts read the methods from here, so
this package itself imports nothing that imports accounts.
"""
