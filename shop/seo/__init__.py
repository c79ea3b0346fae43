"""Search-engine visibility without server-side React: index.html filled per page, the sitemap, robots.txt.

- :mod:`shop.seo.service`: the entry points shop.web calls (a page's HTML and status, the sitemap files).
- :mod:`shop.seo.paths`: which storefront route a URL is (ui/src/config/paths.ts, as the server sees it).
- :mod:`shop.seo.pages`: what a page is about, read from the catalogue's per-worker index and caches.
- :mod:`shop.seo.meta`, :mod:`shop.seo.jsonld`, :mod:`shop.seo.body`: the head tags, the structured data and
  the crawlable part of the body, each written from that description; :mod:`shop.seo.template` puts them in.
- :mod:`shop.seo.urls` and :mod:`shop.seo.texts`: canonical and language URLs; the words, from the UI's locales.
- :mod:`shop.seo.cache`: filled pages kept per worker while the catalogue index stays the same.
- :mod:`shop.seo.sitemap` and :mod:`shop.seo.robots`: /sitemap.xml and its files, /robots.txt.
"""
