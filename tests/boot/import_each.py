"""Import each named module in a process of its own that has imported nothing of the project before it.

    python tests/boot/import_each.py shop.orders.checkout wsgi bench.listing_load ...

A fresh interpreter per module costs about a second of CPU here, mostly Flask, SQLAlchemy and marshmallow loading
again, so 150 modules would add minutes to `make test`. Instead this interpreter first loads the third-party
libraries the project's modules name (found by reading their imports, never by importing them), then forks one child
per module. A child starts with no module of the shop, wsgi or bench loaded (it checks), imports its module and
exits: what it imports before its module is exactly what a fresh interpreter would, less the third-party start-up.
Prints one line per module that failed; exits 1 when any did.
"""
from __future__ import annotations

import ast
import contextlib
import importlib
import os
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OURS = ("shop", "wsgi", "bench", "tests")


def ours(name: str) -> bool:
    return name.split(".", 1)[0] in OURS


def third_party_imports() -> list[str]:
    """Every absolute import of the project's files that is not the project's own (stdlib included)."""
    names: set[str] = set()
    for path in [*ROOT.joinpath("shop").rglob("*.py"), ROOT / "wsgi.py", *ROOT.joinpath("bench").glob("*.py")]:
        if "migrations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return sorted(name for name in names if not ours(name) and name != "__future__")


def preload() -> None:
    for name in third_party_imports():
        with contextlib.suppress(ImportError):  # imported only where it exists; the child will say if it matters
            importlib.import_module(name)


def import_in_child(module: str, report: int) -> None:
    """In the forked child: import ``module`` from a clean slate, write what failed to ``report``, exit."""
    loaded = sorted(name for name in sys.modules if ours(name))
    try:
        assert not loaded, f"the child started with {loaded} already imported"
        importlib.import_module(module)
        code = 0
    except BaseException:
        os.write(report, f"{module}: {traceback.format_exc().strip().splitlines()[-1]}\n".encode())
        code = 1
    os._exit(code)


def main(modules: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    preload()
    read, write = os.pipe()
    failed = 0
    parallel = os.cpu_count() or 2
    running: set[int] = set()
    for module in modules:
        if len(running) >= parallel:
            pid, status = os.wait()
            running.discard(pid)
            failed += os.waitstatus_to_exitcode(status) != 0
        pid = os.fork()
        if pid == 0:
            os.close(read)
            import_in_child(module, write)
        running.add(pid)
    for pid in running:
        failed += os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) != 0
    os.close(write)
    with os.fdopen(read) as report:
        sys.stdout.write(report.read())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
