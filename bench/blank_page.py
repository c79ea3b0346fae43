"""The yardstick for bench/lighthouse.py: a page of about 1 KB with no script, stylesheet or image, served the same
way as the shop, so Lighthouse shows what the browser does for any page (the navigation's own work)."""
from __future__ import annotations

PAGE = ("""<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="An empty page: what the browser does for any page, measured the same way." />
    <title>An empty page</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <h1>An empty page</h1>
      <p>""" + "No script, no stylesheet, no image: the browser's own work for a page, nothing of the shop's. " * 6
        + """</p>
    </main>
  </body>
</html>
""").encode()


def app(environ, start_response):
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(PAGE))),
                              ("Cache-Control", "no-cache")])
    return [PAGE]
