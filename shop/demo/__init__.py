"""Demo data: a reproducible dance-costume catalogue, its pictures, sample people, queries and orders."""
from shop.demo.seed import SeedError, catalogue_is_empty, seed_demo, wipe_demo

__all__ = ["SeedError", "catalogue_is_empty", "seed_demo", "wipe_demo"]
