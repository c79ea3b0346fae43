"""Promotion codes: a percentage, an amount or free delivery off an order, with their limits and scope; the one
pricing rule lives in shop.promotions.service, which shop.orders.pricing calls."""
