"""Admin domain: the figures staff read every morning and the audit log of what staff changed.

The catalogue, slider, colour and currency writes staff make live beside them (product_routes, content_routes);
each records an audit entry through shop.admin.audit.
"""
from shop.admin.routes import audit_blp, blp

__all__ = ["audit_blp", "blp"]
