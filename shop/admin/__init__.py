"""Admin domain: the figures staff read every morning and the audit log's reader (routes, schemas, statistics), a
shopper's data on request (users), an order's gift cards (order_gift_cards), every gift card with its ledger
(gift_cards), and the catalogue, slider and colour writes staff make (the products and content packages); each
change records an entry through shop.audit."""
