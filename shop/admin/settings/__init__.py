"""/api/admin/settings: staff read and change the shop's own details (shop.settings)."""
