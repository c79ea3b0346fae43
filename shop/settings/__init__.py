"""The shop's own details as staff keep them in the admin: legal and trading names, e-mail, phone, the shop's address
and the pickup point with their opening hours, bank details for transfers, social links. One row, read by mail, the
orders, the invoice, the structured data and the storefront's page, and kept per worker while its stamp is unchanged."""
