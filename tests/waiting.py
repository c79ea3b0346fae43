"""The tests' one bounded poll: look at a condition a test can observe until it holds, up to a deadline. Never a
fixed sleep: the poll returns the moment the condition holds, and fails naming what did not happen."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_until(condition: Callable[[], T], timeout: float, message: str, interval: float = 0.1) -> T:
    """Call ``condition`` until it returns something true, and return that; after ``timeout`` seconds fail with
    ``message``. ``interval``: the pause between two looks (the condition is asked first, then the deadline)."""
    deadline = time.monotonic() + timeout
    while not (result := condition()):
        assert time.monotonic() < deadline, f"{message}: not within {timeout:g} s"
        time.sleep(interval)  # the poll's interval, bounded by the deadline
    return result
