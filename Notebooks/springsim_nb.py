"""Helpers shared by the SpringSim notebooks: find `springsim`, run it, read what it writes.

Where the binary comes from, in order: the `SPRINGSIM` environment variable (set by
Scripts/run-notebooks.sh), `.build/debug/springsim` and `.build/release/springsim` in the
repository, `springsim` on PATH. Without any of them (or with `SPRINGSIM_DEMO=1`) every call
reads the output recorded for exactly the same arguments in `data/demo/` (made by
Scripts/make-demo-data.sh), so the notebooks still run and plot from a clone with no Swift
toolchain.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import pathlib
import re
import shutil
import subprocess

import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEMO = ROOT / "data" / "demo"


def binary() -> str | None:
    """The springsim executable to run, or None (demo mode)."""
    if os.environ.get("SPRINGSIM_DEMO") == "1":
        return None
    if os.environ.get("SPRINGSIM"):
        return os.environ["SPRINGSIM"]
    for build in ("debug", "release"):
        candidate = ROOT / ".build" / build / "springsim"
        if candidate.exists():
            return str(candidate)
    return shutil.which("springsim")


def demo_file(args: list[str]) -> pathlib.Path:
    """Where the recorded output of `springsim ARGS` lives: a readable prefix plus a hash of
    the exact arguments, so two different calls never share a file."""
    words = re.sub(r"[^a-z0-9]+", "-", " ".join(args[:3]).lower()).strip("-")[:40] or "springsim"
    digest = hashlib.sha1("\0".join(args).encode()).hexdigest()[:10]
    return DEMO / f"{words}-{digest}.txt"


def run(*args) -> str:
    """Standard output of `springsim ARGS` (or its recorded demo output)."""
    args = [str(a) for a in args]
    exe = binary()
    if exe is None:
        path = demo_file(args)
        if not path.exists():
            raise FileNotFoundError(
                f"springsim is not built and data/demo has no output for: springsim {' '.join(args)}"
                " (build with `swift build`, or regenerate with Scripts/make-demo-data.sh)"
            )
        return path.read_text()
    done = subprocess.run([exe, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"springsim {' '.join(args)}: {done.stderr.strip()}")
    if os.environ.get("SPRINGSIM_RECORD_DEMO") == "1":
        DEMO.mkdir(parents=True, exist_ok=True)
        path = demo_file(args)
        path.write_text(done.stdout)
        with open(DEMO / "INDEX.tsv", "a") as index:
            index.write(f"{path.name}\tspringsim {' '.join(_quote(a) for a in args)}\n")
    return done.stdout


def table(*args) -> pd.DataFrame:
    """The CSV table `springsim ARGS` writes, as a DataFrame."""
    return pd.read_csv(io.StringIO(run(*args)))


def json_output(*args):
    """The JSON object `springsim ARGS --json` prints."""
    return json.loads(run(*args))


def has_command(*words) -> bool:
    """Whether this springsim has the (sub)command `words` (e.g. "chart", "line"), or, in demo
    mode, whether data/demo holds its help text."""
    args = [*words, "--help"]
    exe = binary()
    if exe is None:
        return demo_file(args).exists()
    done = subprocess.run([exe, *args], capture_output=True, text=True)
    if done.returncode == 0 and os.environ.get("SPRINGSIM_RECORD_DEMO") == "1":
        run(*args)
    return done.returncode == 0


def _quote(arg: str) -> str:
    return arg if re.fullmatch(r"[A-Za-z0-9_.,=:/+-]+", arg) else "'" + arg.replace("'", "'\\''") + "'"
