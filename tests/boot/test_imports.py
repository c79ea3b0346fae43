"""Every module imports on its own: each module under shop/, wsgi.py and each bench/ script is imported in a process
that has imported nothing of the project before it (tests/boot/import_each.py), so no module works only because
another happened to be imported first: the import cycle that once stopped `make run` while every test, importing
create_app first, stayed green."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def shop_modules() -> list[str]:
    """Every importable module of the shop package (migration scripts are Alembic's, loaded by path)."""
    found = []
    for path in sorted((ROOT / "shop").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if "migrations" in parts:
            continue
        found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def bench_scripts() -> list[str]:
    """bench/*.py imported as the modules they are (run from bench/, as `python bench/x.py` runs them)."""
    return [f"bench.{path.stem}" for path in sorted((ROOT / "bench").glob("*.py"))]


def test_the_lists_are_complete():
    modules = shop_modules()
    assert {"shop", "shop.orders.checkout", "shop.currency.service", "shop.catalog.engine.read_model"} <= set(modules)
    assert "bench.listing_load" in bench_scripts()


def test_every_module_imports_alone(tmp_path: Path):
    # wsgi.py builds the app at import: give it an empty instance folder of its own, never the checkout's.
    env = {**os.environ, "SHOP_INSTANCE_DIR": str(tmp_path), "SHOP_DATABASE_URL": f"sqlite:///{tmp_path / 'shop.db'}"}
    modules = ["wsgi", *shop_modules(), *bench_scripts()]
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "boot" / "import_each.py"), *modules], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert (done.returncode, done.stdout) == (0, ""), done.stdout + done.stderr


def test_a_module_that_needs_another_imported_first_is_caught(tmp_path: Path):
    """The check itself: a module that works only after its caller imported something else fails on its own."""
    package = tmp_path / "shop_probe_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    # The shape of the bug that stopped `make run`: b imports a, which needs a name b defines after that import.
    (package / "a.py").write_text("from shop_probe_pkg.b import NAME\n")
    (package / "b.py").write_text("from shop_probe_pkg import a\nNAME = 1\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "boot" / "import_each.py"), "shop_probe_pkg.a",
                           "shop_probe_pkg.b"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        "shop_probe_pkg.b: ImportError: cannot import name 'NAME' from partially initialized module "
        "'shop_probe_pkg.b' (most likely due to a circular import) (" + str(package / "b.py") + ")"]


def test_a_served_worker_loads_no_library_that_only_staff_tools_need(tmp_path: Path):
    """What `gunicorn wsgi:app` loads into every worker: none of the libraries only an uploaded picture (Pillow), an
    invoice (fpdf2) or a migration (Alembic) need. Each would cost every worker its memory for work most workers
    never do; the worker that does it loads it then. (What the libraries themselves import when it is installed,
    PyJWT's cryptography from requirements/dev.txt or huey's psycopg and redis from the drivers' requirements, is theirs
    to decide.)"""
    env = {**os.environ, "SHOP_INSTANCE_DIR": str(tmp_path), "SHOP_DATABASE_URL": f"sqlite:///{tmp_path / 'shop.db'}",
           "SHOP_ENV": "production", "SHOP_SECRET_KEY": "k" * 64}
    libraries = ("PIL", "fpdf", "alembic")
    probe = f"import sys, wsgi; print(sorted(name for name in {libraries!r} if name in sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (0, "[]"), done.stdout + done.stderr
