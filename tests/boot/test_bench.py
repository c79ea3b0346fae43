"""`make bench` keeps working: every benchmark it runs, once, on a tiny shop (`QUICK=1`). The figures of such a
run mean nothing; what is tested is that each script seeds, serves, loads and prints its report without an error."""
from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_make_bench_runs_each_benchmark_to_its_report():
    done = subprocess.run(["make", "--no-print-directory", "bench", "QUICK=1"], cwd=ROOT, capture_output=True,
                          text=True, timeout=900)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "worst p95:" in output  # bench/catalog.py's summary
    assert "== Part 1: listings vs bare Flask" in output and "== Part 2: listings while" in output  # listing_load
    assert "budgets (issue 19):" in output and "worker RSS (MB):" in output  # wide_load
    assert "Traceback" not in output
