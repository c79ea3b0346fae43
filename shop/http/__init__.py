"""How every request is answered over HTTP: the one error shape, security headers, compression, caching of public
reads, rate limits, the request log.

- :mod:`shop.http.errors`: the one JSON error shape and the app's error handlers.
- :mod:`shop.http.messages`: the messages of those answers, and their translations.
- :mod:`shop.http.security_headers`: the CSP and the other security headers of every response.
- :mod:`shop.http.compression`: answers Flask makes, compressed as the client accepts.
- :mod:`shop.http.caching`: the public reads' ETags, Cache-Control and finished responses, and their input guard.
- :mod:`shop.http.rate_limits` and :mod:`shop.http.rate_limit_storage`: the few limited views, and the counters
  a host's workers share.
- :mod:`shop.http.request_log`: every request's log line, metrics and request id.
"""
