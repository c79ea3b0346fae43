"""Display currencies: the factors from GBP that staff may edit (read by the storefront, filters and orders)."""
