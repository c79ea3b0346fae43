"""The catalogue's engine: each worker's in-memory read model of the active products, which listings and search
are answered from, so that the database is asked only for the rows of the page shown.

``index`` holds the products' columns and answers "which products, in which order, how many"; ``ordering``
declares the sort orders and cuts a page from them; ``postings`` keeps the search tokens' bitmaps and the skus,
``columns`` the arrays by slot; ``read_model`` keeps a worker's index current as products change, and ``build``
makes an index in a child process.
"""
