"""Search domain."""
