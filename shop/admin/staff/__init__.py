"""Staff accounts and their roles (owners manage them), and the warehouse's view of the orders it sends."""
