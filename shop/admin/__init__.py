"""Admin domain: the figures staff read every morning, the audit log's reader, and the catalogue, slider, colour
and currency writes staff make (product_routes, content_routes); each records an entry through shop.audit."""
