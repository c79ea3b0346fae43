"""Admin domain."""
