"""A real S3-compatible server for tests: moto's server (PyPI ``moto[server]``) on a free loopback port, answering
S3's HTTP API like MinIO or AWS would; boto3 talks to it over HTTP as it would to a real bucket."""
from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import requests

from tests.waiting import wait_until

ACCESS_KEY_ID = "test-key-id"
SECRET_ACCESS_KEY = "test-secret-key"  # moto takes any key
REGION = "us-east-1"
START_SECONDS = 15.0


@contextmanager
def s3_server() -> Iterator[str]:
    """Start the server (port 0: the system picks a free one) and yield its endpoint URL once it answers."""
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    # start() waits without a bound for the listening socket: let it wait in a thread of its own, and bound ours.
    starter = threading.Thread(target=server.start, daemon=True)
    starter.start()
    starter.join(START_SECONDS)
    if starter.is_alive():
        raise RuntimeError(f"the S3 server did not listen within {START_SECONDS} s")
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"

    def answers() -> bool:
        try:
            requests.get(f"{endpoint}/moto-api/data.json", timeout=2).raise_for_status()
        except (OSError, requests.RequestException):
            return False
        return True

    try:
        wait_until(answers, START_SECONDS, f"the S3 server on {endpoint} answering", interval=0.05)
    except AssertionError:
        server.stop()
        raise
    try:
        yield endpoint
    finally:
        server.stop()


def s3_client(endpoint: str):
    """A boto3 client of the server, to look into the bucket behind the shop's back."""
    import boto3

    return boto3.client("s3", endpoint_url=endpoint, aws_access_key_id=ACCESS_KEY_ID,
                        aws_secret_access_key=SECRET_ACCESS_KEY, region_name=REGION)
