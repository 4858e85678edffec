#!/usr/bin/env python3
"""Checks `springsim export` in real players.

For each motion below, `springsim export lottie … --reference FILE` writes a Bodymovin document
and the exact motion (the closed form, in the property's units) at 1001 evenly spaced times and
at every frame. Then:
  1. the document loads in the `lottie` Python package, and that package's own property
     evaluation is within the bound at the 1001 times (reported; it is the package's rule);
  2. an evaluator of the Bodymovin keyframe rules written here (cubic-bezier timing solved by
     bisection to 1e-15, independent of SpringSim) is within --max-error at the 1001 times;
  3. rlottie (Samsung's renderer, through rlottie-python) renders ≥ 20 frames whose shape's
     centroid is within 1 px of the exact motion;
  4. CSS (both forms) and Web Animations exports, played in headless Chromium through Selenium
     and sampled at ≥ 50 times by pausing the animation at each time, give a computed value
     within --max-error (in px);
  5. a benchmark: our keyframe and linear() counts and errors against `linear()` made the way
     Motion makes it (the motion sampled every 10 ms, rounded to 1e-4, evenly spaced stops).
Exits 1 on any violated bound. Usage: check-exports.py [--no-browser] (SPRINGSIM = the binary).
"""
import csv
import io
import json
import math
import os
import subprocess
import sys
import tempfile

SPRINGSIM = os.environ.get("SPRINGSIM", ".build/debug/springsim")
FPS = 60

# name, arguments of the motion, --max-error (value units), extra export options
SPRINGS = [
    ("spring-uikit-z0.15", ["--damping", "0.15", "--velocity", "1.4"]),
    ("spring-swiftui-response", ["--response", "0.5", "--damping", "0.6"]),
    ("spring-swiftui-bounce", ["--duration", "0.6", "--bounce", "0.4"]),
    ("spring-compose-critical", ["--stiffness", "200", "--damping", "1"]),
    ("spring-ca-overdamped", ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "40"]),
    ("spring-zeta0.05", ["--response", "0.6", "--damping", "0.05"]),
    ("spring-velocity-neg", ["--response", "0.4", "--damping", "0.8", "--velocity", "-3"]),
    ("spring-rebound", ["--tension", "230.2", "--friction", "19"]),
]
MOTIONS = [(n, a, 0.001, []) for n, a in SPRINGS] + [
    ("spring-y-property", ["--response", "0.5", "--damping", "0.4"], 0.001, ["--property", "y"]),
    ("easing-ease-in-out", ["--easing", "ease-in-out", "--duration", "0.4"], 0.001, []),
    ("easing-back", ["--easing", "easeOutBack", "--duration", "0.6"], 0.001, []),
    ("keyframes", ["--keyframe-times", "0,0.3,0.7,1", "--keyframe-values", "0,0.6,0.4,1"], 0.001, []),
    ("decay", ["--decay-rate", "0.998", "--velocity", "2"], 0.001, []),
    # Flings under every scroll physics of `springsim scroll`, in points (--scale 1: px = pt),
    # bound 0.5 pt (about 5e-4 of their travel).
    ("fling-ios", ["--physics", "ios", "--velocity", "2000", "--scale", "1"], 0.5, []),
    ("fling-ios-fast", ["--physics", "ios-fast", "--velocity", "3000", "--scale", "1"], 0.5, []),
    ("fling-android", ["--physics", "android", "--velocity", "3000", "--scale", "1"], 0.5, []),
    ("fling-flutter-bouncing", ["--physics", "flutter-bouncing", "--velocity", "2000", "--scale", "1"], 0.5, []),
    ("fling-flutter-clamping", ["--physics", "flutter-clamping", "--velocity", "2000", "--scale", "1"], 0.5, []),
    # Framer's inertia snaps its last restDelta (1 pt) to the target at its rest time: a jump no
    # continuous player follows closer than half of it, so its bound is 1.5 pt (rlottie: 2 px).
    ("fling-framer-inertia", ["--physics", "framer-inertia", "--velocity", "800", "--scale", "1"], 1.5, []),
    # Reduced-motion substitutes (ease-out reaching 95 % when the motion does).
    ("reduced-spring-response", ["--response", "1", "--damping", "0.6", "--reduced-motion"], 0.001, []),
    ("reduced-decay", ["--decay-rate", "0.998", "--velocity", "2", "--reduced-motion"], 0.001, []),
    ("reduced-fling-android", ["--physics", "android", "--velocity", "3000", "--scale", "1", "--reduced-motion"], 0.5, []),
]
SCENES = [
    ("chart-line", ["chart", "line", "--values", "3,1,4,1,5"], 0.1, []),
    ("chart-bar", ["chart", "bar", "--values", "3,1,4,1,5"], None, []),
    ("wheel", ["wheel", "--prize", "3"], 0.05, []),
]

failures = []


def scale_of(args):
    """The px per value unit an export uses: --scale S, else the exporters' default 100."""
    return float(args[args.index("--scale") + 1]) if "--scale" in args else 100.0


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def run(args):
    p = subprocess.run([SPRINGSIM] + args, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"springsim {' '.join(args)} failed: {p.stderr.strip()}")
    return p.stdout, p.stderr.strip()


def read_reference(path):
    layers = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            frame = int(row["frame"]) if row["frame"] else None
            layers.setdefault(row["layer"], []).append((float(row["time"]), frame, float(row["value"])))
    return layers


# --- an independent evaluator of the Bodymovin keyframe rules ---
def bezier(p1, p2, s):
    return 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s * s * p2 + s ** 3


def timing(x1, y1, x2, y2, u):
    """cubic-bezier(x1,y1,x2,y2) at input u: x(s) = u solved by bisection (x is monotone)."""
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if bezier(x1, x2, mid) < u:
            lo = mid
        else:
            hi = mid
    return bezier(y1, y2, 0.5 * (lo + hi))


def first(v):
    return v[0] if isinstance(v, list) else v


def evaluate(keys, frame, dim=0):
    """Value of an animated property (list of keyframes) at a (fractional) frame."""
    if frame <= keys[0]["t"]:
        return keys[0]["s"][dim]
    for k, nxt in zip(keys, keys[1:]):
        if k["t"] <= frame < nxt["t"]:
            u = (frame - k["t"]) / (nxt["t"] - k["t"])
            if k.get("h") == 1:
                return k["s"][dim]
            o, i = k["o"], k["i"]
            ox, oy = o["x"], o["y"]
            ix, iy = i["x"], i["y"]
            pick = lambda v: v[dim] if isinstance(v, list) else v
            y = timing(pick(ox), pick(oy), pick(ix), pick(iy), u)
            end = k.get("e", nxt["s"])
            return k["s"][dim] + y * (end[dim] - k["s"][dim])
    return keys[-1]["s"][dim]


def animated_property(layer):
    ks = layer["ks"]
    if ks["p"].get("s"):
        for axis, dim in (("x", 0), ("y", 1)):
            if ks["p"][axis]["a"] == 1:
                return axis, ks["p"][axis]["k"], 0
    if ks["r"]["a"] == 1:
        return "rotation", ks["r"]["k"], 0
    if ks["s"]["a"] == 1:
        k = ks["s"]["k"]
        return ("scale-y", k, 1) if k[0]["s"][0] == 100 and k[-1]["s"][0] == 100 else ("scale", k, 0)
    if ks["o"]["a"] == 1:
        return "opacity", ks["o"]["k"], 0
    return None, None, 0


def lottie_package_value(anim, layer_index, prop, frame):
    layer = anim.layers[layer_index]
    tr = layer.transform
    if prop == "x":
        return tr.position.get_value(frame)[0]
    if prop == "y":
        return tr.position.get_value(frame)[1]
    if prop == "rotation":
        return tr.rotation.get_value(frame)
    if prop in ("scale", "scale-y"):
        v = tr.scale.get_value(frame)
        return v[1] if prop == "scale-y" else v[0]
    return tr.opacity.get_value(frame)


def check_lottie(name, args, max_error, extra, tmp, scale):
    path = os.path.join(tmp, name + ".json")
    ref_path = os.path.join(tmp, name + ".csv")
    bound_args = ["--max-error", str(max_error)] if max_error is not None else []
    _, report = run(["export", "lottie"] + args + bound_args + extra + ["--output", path, "--reference", ref_path])
    doc = json.load(open(path))
    for key in ("v", "fr", "ip", "op", "w", "h", "layers"):
        if key not in doc:
            fail(f"{name}: no '{key}' in the document")
    ref = read_reference(ref_path)
    bound = (max_error if max_error is not None else 0.01) * scale
    # 1. the lottie package loads it and evaluates it
    from lottie.parsers.tgs import parse_tgs

    anim = parse_tgs(path)
    worst_own = worst_pkg = 0.0
    kcount = 0
    for li, layer in enumerate(doc["layers"]):
        prop, keys, dim = animated_property(layer)
        if keys is None:
            continue
        if not isinstance(keys[0], dict):
            continue
        kcount += len(keys)
        for t, frame, exact in ref[layer["nm"]]:
            f = t * doc["fr"]
            worst_own = max(worst_own, abs(evaluate(keys, f, dim) - exact))
            pv = lottie_package_value(anim, li, prop, f)
            worst_pkg = max(worst_pkg, abs(pv - exact))
    if worst_own > bound * (1 + 1e-9):
        fail(f"{name}: Bodymovin evaluation off by {worst_own:.3g} > {bound:.3g}")
    if worst_pkg > bound * (1 + 1e-6):
        fail(f"{name}: lottie package evaluation off by {worst_pkg:.3g} > {bound:.3g}")
    # 3. rlottie
    centroid = render_check(name, doc, ref, max(1.0, bound + 0.5))
    print(f"{name:26s} keyframes {kcount:4d}  bound {bound:.3g}  own {worst_own:.3g}  lottie-pkg {worst_pkg:.3g}  "
          f"rlottie centroid {centroid:.3f} px   [{report}]")
    return kcount, worst_own


def centroid_of(img):
    import numpy as np

    a = np.asarray(img, dtype=float)[:, :, 3]
    total = a.sum()
    if total < 1:
        return None
    ys, xs = np.mgrid[0 : a.shape[0], 0 : a.shape[1]]
    return (xs * a).sum() / total + 0.5, (ys * a).sum() / total + 0.5, total / 255.0


def render_check(name, doc, ref, tolerance=1.0):
    from rlottie_python import LottieAnimation

    worst = 0.0
    for li, layer in enumerate(doc["layers"]):
        prop, keys, _ = animated_property(layer)
        if prop in (None, "opacity", "scale"):
            continue
        single = dict(doc)
        single["layers"] = [layer]
        anim = LottieAnimation.from_data(json.dumps(single))
        frames = [(t, f, v) for t, f, v in ref[layer["nm"]] if f is not None]
        total = anim.lottie_animation_get_totalframe()
        frames = [x for x in frames if x[1] < total]
        step = max(1, len(frames) // 24)
        sample = frames[::step]
        if len(sample) < 20:
            fail(f"{name}/{layer['nm']}: only {len(sample)} frames to render")
        ks = layer["ks"]
        px, py = (ks["p"]["x"]["k"] if ks["p"].get("s") else ks["p"]["k"][0]), (ks["p"]["y"]["k"] if ks["p"].get("s") else ks["p"]["k"][1])
        shape = layer["shapes"][0]["it"][0]
        for t, frame, exact in sample:
            img = anim.render_pillow_frame(frame_num=frame)
            c = centroid_of(img)
            if prop == "x":
                expected = (exact, py)
            elif prop == "y":
                expected = (px, exact)
            elif prop == "rotation":
                # the pointer's centre is 0.45 R above the pivot, rotated clockwise by the angle
                r = -shape["p"]["k"][1]
                a = math.radians(exact)
                expected = (px + r * math.sin(a), py - r * math.cos(a))
            elif prop == "scale-y":
                h = shape["s"]["k"][1]
                s = exact / 100
                if s * h < 1:
                    continue
                expected = (px + shape["p"]["k"][0], py - s * h / 2)
            if c is None:
                fail(f"{name}/{layer['nm']}: frame {frame} renders nothing")
                continue
            d = math.hypot(c[0] - expected[0], c[1] - expected[1])
            worst = max(worst, d)
            if d > tolerance:
                fail(f"{name}/{layer['nm']}: frame {frame} centroid {c[0]:.2f},{c[1]:.2f} vs {expected[0]:.2f},{expected[1]:.2f}")
    return worst


# --- the browser ---
def browser_checks(tmp):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    opts = Options()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
    try:
        print("browser:", driver.capabilities.get("browserVersion"))
        cases = [m for m in MOTIONS if m[0] != "spring-y-property"]
        for name, args, max_error, _ in cases:
            for form in ("css", "css --no-linear", "waapi", "waapi --no-linear"):
                fmt, *flags = form.split()
                ref_path = os.path.join(tmp, name + "-web.csv")
                out, report = run(["export", fmt] + args + ["--max-error", str(max_error)] + flags + ["--reference", ref_path])
                ref = read_reference(ref_path)["motion"]
                times = [(t, v) for t, f, v in ref if f is None][::16]
                bound = max_error * scale_of(args)
                driver.get("about:blank")
                if fmt == "css":
                    script = """
                      const style = document.createElement('style'); style.textContent = arguments[0];
                      document.head.appendChild(style);
                      const el = document.createElement('div'); el.className = 'springsim';
                      document.body.appendChild(el); window.el = el;
                      window.anim = document.getAnimations()[0]; window.anim.pause(); return !!window.anim;"""
                else:
                    script = """
                      const spec = JSON.parse(arguments[0]);
                      const el = document.createElement('div'); document.body.appendChild(el); window.el = el;
                      window.anim = el.animate(spec.keyframes, spec.options); window.anim.pause(); return true;"""
                ok = driver.execute_script(script, out)
                if not ok:
                    fail(f"{name} {form}: no animation in the page")
                    continue
                values = driver.execute_script(
                    """const out = [];
                       for (const t of arguments[0]) {
                         window.anim.currentTime = t * 1000;
                         const m = new DOMMatrixReadOnly(getComputedStyle(window.el).transform);
                         out.push(m.m41);
                       }
                       return out;""",
                    [t for t, _ in times],
                )
                worst = max(abs(a - v) for a, (_, v) in zip(values, times))
                print(f"  {name:24s} {form:18s} samples {len(times)}  max |chromium − exact| {worst:.3g} px (bound {bound:.3g})  [{report}]")
                if len(times) < 50:
                    fail(f"{name} {form}: only {len(times)} samples")
                if worst > bound:
                    fail(f"{name} {form}: {worst:.3g} px > {bound:.3g} px")
    finally:
        driver.quit()


# --- Motion's linear() ---
def motion_style_benchmark(tmp):
    print("benchmark: keyframes/stops and max error (value units), travel 1, bound 0.001")
    print(f"  {'spring':26s} {'lottie kf':>9s} {'err':>9s}  {'linear()':>8s} {'err':>9s}  {'Motion 10ms':>11s} {'err':>9s}")
    for name, args in SPRINGS:
        _, rep_l = run(["export", "lottie"] + args + ["--max-error", "0.001", "--output", os.path.join(tmp, "b.json")])
        _, rep_c = run(["export", "css-linear"] + args + ["--max-error", "0.001"])
        # the exact motion, densely (the default table at explicit times)
        ref = read_reference_from(args, tmp)
        n = ref["n"]
        xs = [ref["f"](k * 0.01) for k in range(n + 1)]
        stops = [round(x, 4) for x in xs]
        worst = 0.0
        for j in range(20001):
            t = n * 0.01 * j / 20000
            k = min(int(t / 0.01), n - 1)
            u = t / 0.01 - k
            approx = stops[k] + (stops[k + 1] - stops[k]) * u
            worst = max(worst, abs(approx - ref["f"](t)))
        print(f"  {name:26s} {count(rep_l):9d} {err(rep_l):9.3g}  {count(rep_c):8d} {err(rep_c):9.3g}  {n + 1:11d} {worst:9.3g}")


def count(report):
    return int(report.split(";")[1].split()[0])


def err(report):
    return float(report.split("max error ")[1].split()[0])


def read_reference_from(args, tmp):
    ref_path = os.path.join(tmp, "bench.csv")
    run(["export", "lottie"] + args + ["--max-error", "0.001", "--origin", "0", "--scale", "1", "--output", os.path.join(tmp, "b.json"), "--reference", ref_path])
    rows = [(t, v) for t, f, v in read_reference(ref_path)["motion"] if f is None]
    # dense exact values through the default table at explicit times
    T = rows[-1][0] / 1.25
    n = int(math.ceil(T / 0.01))
    times = [n * 0.01 * j / 20000 for j in range(20001)] + [k * 0.01 for k in range(n + 1)]
    times = sorted(set(times))
    tfile = os.path.join(tmp, "times.txt")
    with open(tfile, "w") as f:
        f.write("\n".join(repr(t) for t in times))
    out, _ = run(args + ["--times", "@" + tfile])
    table = {}
    for row in csv.DictReader(io.StringIO(out)):
        table[float(row["time"])] = float(row["value"])
    return {"n": n, "f": lambda t: table[t]}


def main():
    browser = "--no-browser" not in sys.argv
    with tempfile.TemporaryDirectory() as tmp:
        print("== Lottie: lottie package, Bodymovin rules, rlottie ==")
        for name, args, max_error, extra in MOTIONS:
            check_lottie(name, args, max_error, extra, tmp, scale_of(args))
        for name, args, max_error, extra in SCENES:
            check_lottie(name, args, max_error, extra, tmp, 1)
        if browser:
            print("== CSS and Web Animations in Chromium ==")
            browser_checks(tmp)
        motion_style_benchmark(tmp)
    if failures:
        print(f"exports: {len(failures)} violated bounds")
        sys.exit(1)
    print("exports: every bound holds")


if __name__ == "__main__":
    main()
