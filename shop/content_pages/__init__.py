"""The shop's information pages as staff write them in the admin: About, FAQ, Payment, Delivery, Returns, the
privacy policy and any page staff add, in five languages, in Markdown that the server renders and sanitises, with
the figures the shop holds (periods, delivery prices, its own details) filled in from the settings."""
