"""Search domain: product search and suggestions, answered from the catalogue's read model."""
