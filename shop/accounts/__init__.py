"""Accounts domain: users, their sessions (JWT), password resets, addresses, the wishlist and the reward-point
ledger. The account pages that also read orders are shop.account_pages."""
