"""Orders domain."""
