"""Accounts domain."""
