"""Call-back queries domain."""
