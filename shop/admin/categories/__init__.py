"""Staff's category tree and brands, one blueprint of /api/admin: the tree's nodes renamed in five languages, moved
among their siblings, added, re-slugged (their products follow) and deleted when empty (tree), the brands listed,
created, renamed, reordered and deleted when unused (brands), the pictures of both (pictures), with the schemas and
messages they share."""
