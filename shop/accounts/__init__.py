"""Accounts domain: users, their sessions (JWT), addresses and password resets."""
from shop.accounts.routes import blp

__all__ = ["blp"]
