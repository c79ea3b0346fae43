"""What `make run` installs: the packages a shop on one host with SQLite serves with, and nothing else. A shop on
several servers adds its drivers by name (`make setup WITH="postgresql redis s3"`), and one started with a setting
whose driver is missing says which install it needs instead of failing on an import deep inside a library."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "requirements"
DRIVERS = {"postgresql": "psycopg", "redis": "redis", "s3": "boto3"}


def pinned(name: str) -> set[str]:
    """The package names a requirements file pins (its own lines, not the files it includes)."""
    lines = (REQUIREMENTS / name).read_text().splitlines()
    return {re.split(r"[=\[]", line)[0].lower().replace("_", "-") for line in lines if "==" in line}


def installs(*make_args: str, venv: Path) -> list[str]:
    """The requirements files `make` would install into a virtualenv that does not exist yet."""
    done = subprocess.run(["make", "-n", "venv", f"VENV={venv}", *make_args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return re.findall(r"pip install -q -r (requirements/\S+)", done.stdout)


def test_make_run_installs_the_serving_requirements_only(tmp_path: Path):
    assert installs(venv=tmp_path / "venv") == ["requirements/base.txt"]
    assert installs('WITH=postgresql redis', venv=tmp_path / "venv") == [
        "requirements/base.txt", "requirements/postgresql.txt", "requirements/redis.txt"]
    development = pinned("dev.txt")
    serving = pinned("base.txt")
    assert {"pytest", "schemathesis", "moto", "ruff", "playwright"} <= development
    assert not serving & development
    for extra, module in DRIVERS.items():
        assert module in pinned(f"{extra}.txt")
        assert module not in serving
        assert f"-r {extra}.txt" in (REQUIREMENTS / "dev.txt").read_text().splitlines()  # the tests use them all


@pytest.mark.parametrize(("setting", "value", "module", "extra"), [
    ("SHOP_DATABASE_URL", "postgresql+psycopg://shop@127.0.0.1/shop", "psycopg", "postgresql"),
    ("SHOP_REDIS_URL", "redis://127.0.0.1:6379/0", "redis", "redis"),
    ("SHOP_MEDIA_S3_BUCKET", "shop-media", "boto3", "s3"),
])
def test_a_setting_whose_driver_is_not_installed_names_the_install(tmp_path: Path, setting: str, value: str,
                                                                   module: str, extra: str):
    """The driver is hidden the way Python documents for a package that is absent (None in sys.modules)."""
    env = {**{name: text for name, text in os.environ.items() if not name.startswith("SHOP_")},
           "SHOP_INSTANCE_DIR": str(tmp_path), "SHOP_ENV": "production", "SHOP_SECRET_KEY": "k" * 64, setting: value}
    probe = f"import sys; sys.modules[{module!r}] = None; import wsgi"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("shop.ConfigurationError: "), done.stderr
    assert f"needs the {module} package, which is not installed: install requirements/{extra}.txt" in last
