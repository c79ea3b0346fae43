"""Giftcards domain."""
