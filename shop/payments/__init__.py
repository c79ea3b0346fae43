"""Payments domain."""
