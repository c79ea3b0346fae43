"""A local stand-in for LiqPay's server-to-server API (POST /api/request, a form of ``data`` and ``signature``): it
checks the signature with the test private key as LiqPay does, keeps every request it received, and answers what the
test told it to (a reversal by default). A real HTTP server on a free port, in a thread."""
from __future__ import annotations

import json
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from shop.payments import liqpay

PUBLIC_KEY = "sandbox_i00000000001"
PRIVATE_KEY = "sandbox_test-private-key-for-the-stand-in"


@dataclass
class Received:
    params: dict[str, Any]
    signed: bool  # the signature was LiqPay's signature of the data, with the test private key


@dataclass
class StandIn:
    url: str = ""
    received: list[Received] = field(default_factory=list)
    # What the next requests are answered with; "status" "reversed" is a refund done.
    answer: dict[str, Any] = field(default_factory=lambda: {"result": "ok", "status": "reversed",
                                                            "payment_id": 1234567890})


@contextmanager
def running_liqpay() -> Iterator[StandIn]:
    stand_in = StandIn()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            form = urllib.parse.parse_qs(self.rfile.read(length).decode())
            data, signature = form.get("data", [""])[0], form.get("signature", [""])[0]
            signed = liqpay.verify(data, signature, PRIVATE_KEY)
            stand_in.received.append(Received(liqpay.decode(data) or {}, signed))
            answer = stand_in.answer if signed else {"result": "error", "err_code": "invalid_signature",
                                                     "err_description": "invalid signature"}
            body = json.dumps(answer).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_args):
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    stand_in.url = f"http://127.0.0.1:{server.server_address[1]}/api/request"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield stand_in
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
