"""Orders domain: checkout, pricing, an order's status and payment, invoices, return requests, and what a payment
provider's notice does to an order."""
