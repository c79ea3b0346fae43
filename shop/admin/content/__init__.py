"""Staff's slider and colours, one blueprint of /api/admin: the home page's slides and their images (slides,
slide_images) and the catalogue's colours (colours), with the schemas and messages the two share."""
