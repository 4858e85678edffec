"""What the mpmath reference generators (Scripts/reference_*.py) share.

Not a generator itself: running it writes nothing (Scripts/test.sh runs every
reference_*.py, this one included). The generators import it as a sibling module
(`python3 Scripts/reference_x.py` puts Scripts/ on sys.path).
"""

from __future__ import annotations

from pathlib import Path

import mpmath
from mpmath import mp, mpf

REPO_ROOT = Path(__file__).resolve().parent.parent
EXPECTED_MPMATH = "1.3.0"


def fixtures_dir(test_target: str) -> Path:
    """Tests/<test_target>/Fixtures, where a test target's committed reference tables live."""
    return REPO_ROOT / "Tests" / test_target / "Fixtures"


def start_exact(dps: int, out_dir: Path) -> None:
    """Refuses any mpmath but the pinned one (its digits are what the fixtures hold), sets the
    working precision to dps decimal digits and makes out_dir."""
    if mpmath.__version__ != EXPECTED_MPMATH:
        raise SystemExit(f"mpmath {EXPECTED_MPMATH} required, found {mpmath.__version__}")
    mp.dps = dps
    out_dir.mkdir(parents=True, exist_ok=True)


def nstr_fixed(x, digits: int) -> str:
    """x to `digits` significant digits, trailing zeros stripped, positional notation for
    exponents -5 through 5 and scientific outside."""
    return mpmath.nstr(x, digits, strip_zeros=True, min_fixed=-5, max_fixed=5)


def quadratic_roots(a, b, c) -> list:
    """The real roots of a t^2 + b t + c, smaller first when a > 0 (one root when a = 0 and
    b != 0, none when the discriminant is negative); in the working precision."""
    if a == 0:
        return [] if b == 0 else [-c / b]
    d = b * b - 4 * a * c
    if d < 0:
        return []
    r = mpmath.sqrt(d)
    return [(-b - r) / (2 * a), (-b + r) / (2 * a)]


def bisect_increasing(f, target, steps: int):
    """The bracket [lo, hi] of [0, 1] halved `steps` times around where the increasing f
    reaches target (f(lo) < target <= f(hi) is kept); its width ends at 2^-steps."""
    lo, hi = mpf(0), mpf(1)
    for _ in range(steps):
        mid = (lo + hi) / 2
        if f(mid) < target:
            lo = mid
        else:
            hi = mid
    return lo, hi


def bisect_sign_change(f, lo, hi, f_lo, steps: int, rel_width=None):
    """The midpoint of [lo, hi], over which f changes sign (f(lo) = f_lo), after halving it
    `steps` times, each time keeping the half where the sign still changes; fewer halvings once
    hi - lo < rel_width * max(1, |hi|) when rel_width is given."""
    for _ in range(steps):
        mid = (lo + hi) / 2
        f_mid = f(mid)
        if (f_mid < 0) == (f_lo < 0):
            lo, f_lo = mid, f_mid
        else:
            hi = mid
        if rel_width is not None and hi - lo < rel_width * max(1, abs(hi)):
            break
    return (lo + hi) / 2
