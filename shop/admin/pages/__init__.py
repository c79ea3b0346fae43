"""/api/admin/pages: staff write the shop's information pages (shop.content_pages) in five languages."""
