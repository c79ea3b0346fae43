"""Demo data: a reproducible dance-costume catalogue, its pictures, sample people, queries and orders
(shop.demo.seed seeds it; the flask seed-demo command calls it)."""
