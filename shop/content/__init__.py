"""Content domain: the home slider."""
