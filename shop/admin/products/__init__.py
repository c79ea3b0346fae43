"""Staff's catalogue: products created, edited and deleted (routes, schemas, service, the rules across fields and
rows), their pictures (images) and the CSV export and import (csv_files), with the messages of all of them."""
