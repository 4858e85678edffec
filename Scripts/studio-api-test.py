#!/usr/bin/env python3
"""The studio's HTTP API against the CLI (stdlib only; run by Scripts/studio-test.sh).

1. For every command line below (every subcommand), the HTTP body equals `springsim`'s standard
   output byte for byte, with the content type of its kind.
2. Every bad request below gets the expected 4xx with a one-line JSON error {"error": "…"}; the
   server keeps answering (a good request after every ten); 413/422 name their limit.
3. Nothing is written outside the server's own temporary space: its working directory stays
   empty, its TMPDIR holds nothing after it stops, the package tree is unchanged, and no path a
   request named exists.
Prints "api: N passed, M failed".
"""
import http.client
import json
import os
import shlex
import socket
import subprocess
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(__file__))
from studio_server import Checks, Studio  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TREE = {
    "chart": {"line", "curve", "bar", "pie"},
    "path": {"length", "at", "trim", "sample", "text", "tangent", "bounds", "extrema", "inflections", "nearest", "area", "split"},
    "render": {"plot", "filmstrip"},
    "fit": {"spring", "bezier"},
    "spring": set(), "settle": set(), "convert": set(), "integrate": set(), "ease": set(), "keyframes": set(),
    "refresh": set(), "wheel": set(), "network": set(), "follow": set(), "scroll": set(), "sweep": set(), "help": set(),
}
FLAGS = {"stats", "json", "origami", "ticks", "labels", "report", "before", "overshoot-clamping", "help", "version"}

# Command lines whose bytes the API must reproduce (after `springsim`); `< FILE` is a POST body.
GOOD = """
--damping 0.15 --velocity 1.4
spring --damping 0.15 --velocity 1.4
--damping 0.15 --velocity -3 --until duration --fps 30
--damping 0.15 --times 0,0.1,0.5,2
--response 0.5 --damping 0.825 --from -1 --to -2 --until 0.2
--duration 0.5 --bounce -0.3 --until 0.3 --fps 24
--mass 1 --stiffness 100 --damping-coefficient 10 --until 0.2
--stiffness 1500 --damping 0.5 --until 0.1
--bounciness 8 --speed 3 --until 0.1
--tension 40 --friction 7 --origami --until 0.1
--preset swiftui-bouncy --until 0.1
settle --mass 1 --stiffness 100 --damping-coefficient 5
settle --response 0.5 --damping 0.825 --json
convert --damping 0.15 --velocity 1.4
convert --response 0.5 --damping 0.825 --json
convert --preset react-spring-wobbly
integrate --method rk4 --damping 0.15 --velocity 1.4 --until 0.1 --stats
integrate --policy rebound --tension 230.2 --friction 19 --fps 62.5 --until 0.05 --stats
integrate --method dopri5 --tolerance 1e-9 --damping 0.15 --velocity 1.4 --until 0.2 --stats
ease 'cubic-bezier(0.42, 0, 0.58, 1)' --samples 5
ease 'spring(damping=0.15, velocity=1.4)' --export css-linear --max-error 0.01
ease 'spring(damping=0.5)' --export keyframes --max-error 0.01
ease 'react-native-back' --at -0.5,0.25,1.5
keyframes --times 0,0.3,1 --values 0,1,0.4
keyframes --times 0,1,2 --values 0:0,3:4,3:10 --interpolation paced --fps 4 --format jsonl
path length 'M0 0 C0 1 1 1 1 0'
path at 'M0 100 A100 100 0 0 1 200 100' --fraction 0.5
path trim 'M0 150 C30 150 30 40 60 40' --start 0.25 --end 0.75
path sample 'M0 150 C30 150 30 40 60 40' --count 5
path text 'M-75 0 A75 75 0 0 1 75 0' --advances 10,10,10
path tangent 'M10 80 C40 10 65 10 95 80 S150 150 180 80' --parameter 0.5 --segment 1 --format jsonl
path bounds 'M0 150 C30 150 30 40 60 40 A30 20 30 1 0 -20 70'
path extrema 'M10 80 C40 10 65 10 95 80 S150 150 180 80 A40 25 -20 0 1 120 120'
path inflections 'M10 80 C40 10 65 10 95 80 S150 150 180 80'
path nearest 'M-20 -10 C30 -60 60 40 100 -10' --point 40,-30
path area 'M-20.5 -10 L30 -12.25 Q60 0 35 40 C20 60 -10 50 -25 20 Z'
path split 'M0 150 C30 150 30 40 60 40 A30 20 30 1 0 -20 70' --fraction 0.4
chart line --animation spring --values 3,1,4,1,5
chart line --values 3,1,4 --format jsonl
chart line --animation spring --values 3,1,4,1,5 --coupling 300 --fps 10
chart curve --values 3,1,4,1,5,9,2,6
chart bar --values 3,1,4,1,5
chart pie --values 500,100,50 --edit delete:0@0,delete:0@0.1
chart pie --hit 230,140
refresh --progress 0,0.25,0.5,0.75,1
wheel --prize 5 --mode decay-snap --rate 0.998 --seed 7 --ticks
wheel --prize 3 --labels
network --chain 3 --anchor both --table modes
network --chain 2 --stiffness 100 --damping-coefficient 1 --times 0,0.5,1 --report
follow --count 3 --fps 10
scroll --physics ios --velocity 2500 --extent 0:1200 --fps 30
scroll --physics flutter-bouncing --velocity -7500 --position 500 --extent 0:1000 --fps 30
scroll --physics android --velocity 3000 --extent 0:600 --format jsonl
scroll --physics framer-inertia --velocity 800 --snap 0,250,500,750 --fps 20
sweep --damping 0.25:1:0.25 --response 0.3,0.5 --velocity -1,0
fit bezier --easing 'cubic-bezier(0.25, 0.1, 0.25, 1)'
fit bezier --damping 0.15 --velocity 1.4
render filmstrip --frames 3 -- chart line --values 3,1,4
render plot --y value < data/demo/mass-1-stiffness-6868368932.txt
chart line --values @- < VALUES
fit spring --samples - < SAMPLES
help convert
"""


def to_request(args):
    """springsim arguments → (path, [(name, value or True)], [positionals])."""
    words = []
    tree = TREE
    while args and args[0] in tree:
        words.append(args[0])
        tree = tree[args[0]] if isinstance(tree, dict) else set()
        args = args[1:]
    pairs, positionals = [], []
    i = 0
    while i < len(args):
        token = args[i]
        if token == "--":
            positionals += args[i:]
            break
        if token.startswith("--"):
            name = token[2:]
            if "=" in name:
                name, value = name.split("=", 1)
                pairs.append((name, value))
            elif name in FLAGS:
                pairs.append((name, True))
            else:
                pairs.append((name, args[i + 1]))
                i += 1
        else:
            positionals.append(token)
        i += 1
    return "/api/" + "/".join(words), pairs, positionals


def encode(pairs, positionals):
    items = [urllib.parse.quote(n, safe="") if v is True else f"{urllib.parse.quote(n, safe='')}={urllib.parse.quote(v, safe='')}"
             for n, v in pairs]
    items += ["arg=" + urllib.parse.quote(p, safe="") for p in positionals]
    return "&".join(items)


def request(studio, method, target, body=None, headers=None):
    connection = http.client.HTTPConnection(studio.host, studio.port, timeout=60)
    connection.putrequest(method, target, skip_accept_encoding=True)
    body = body or b""
    if method == "POST" or body:
        connection.putheader("Content-Length", str(len(body)))
    for key, value in (headers or {}).items():
        connection.putheader(key, value)
    connection.endheaders()
    if body:
        try:
            connection.send(body)
        except (BrokenPipeError, ConnectionResetError):
            pass
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type", ""), data


def raw_request(studio, raw):
    """Sends raw bytes (for request lines http.client refuses); returns (status, body)."""
    with socket.create_connection((studio.host, studio.port), timeout=30) as s:
        s.sendall(raw)
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
            if b"\r\n\r\n" in data:
                head, _, rest = data.partition(b"\r\n\r\n")
                length = [int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")]
                if length and len(rest) >= length[0]:
                    break
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head else 0
    return status, body


def kind(args, out):
    if out.lstrip().startswith(b"<svg") or out.startswith(b"<?xml"):
        return "image/svg+xml"
    lines = [l for l in out.split(b"\n") if l]
    if out.startswith(b"{") or out.startswith(b"["):
        return "application/x-ndjson" if all(l.startswith(b"{") and l.endswith(b"}") for l in lines) else "application/json"
    return None  # CSV or text: checked below by the header


def main():
    # 15 s: a debug `fit bezier` takes seconds of CPU, more on a loaded machine.
    studio = Studio(ROOT, extra=["--max-seconds", "15"])
    check = Checks("api", deferred=True)

    before = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, capture_output=True, text=True).stdout
    samples = studio.springsim(["--damping", "0.3", "--velocity", "1", "--until", "1", "--fps", "30"]).stdout
    stdin_files = {"VALUES": b"3,1,4,1,5\n", "SAMPLES": samples}
    try:
        # 1. Same bytes as the CLI.
        good = [line for line in GOOD.strip().split("\n") if line]
        commands = set()
        for line in good:
            body = None
            if " < " in line:
                line, source = line.split(" < ")
                body = stdin_files.get(source) or open(os.path.join(ROOT, source), "rb").read()
            args = shlex.split(line)
            path, pairs, positionals = to_request(args)
            commands.add(path)
            target = path + ("?" + encode(pairs, positionals) if pairs or positionals else "")
            status, ctype, data = request(studio, "POST" if body is not None else "GET", target, body)
            cli = studio.springsim(args, stdin=body)
            same = status == 200 and cli.returncode == 0 and data == cli.stdout
            expected = kind(args, cli.stdout)
            if expected is None:
                first = cli.stdout.split(b"\n", 1)[0]
                expected = "text/csv" if b"," in first and b" " not in first else "text/plain"
            check(same and ctype.startswith(expected), f"same bytes: {line} -> {status} {ctype} ({len(data)} vs {len(cli.stdout)} bytes) expected {expected}")
        check(len(good) >= 40, f"at least 40 invocations ({len(good)})")
        print(f"api: {len(good)} invocations over {len(commands)} command paths compared with the CLI")

        # 2. Bad requests.
        bad = []  # (method, target, body, expected statuses)
        numbers = ["abc", "1e999", "-1e999", "nan", "inf", "-inf", "1,5", "0x1p3", "1..2", "%20", "1e", "--1", "++1", "0.15.2"]
        for option in ["damping", "velocity", "duration", "response", "fps", "epsilon", "stiffness", "mass", "until", "max-rows"]:
            for value in numbers:
                if value == "0x1p3":
                    continue  # a hexadecimal float is a valid number to the CLI (Swift's Double parser)
                bad.append(("GET", f"/api/?{option}={value}" + ("&damping=0.5" if option != "damping" else ""), None, {400}))
        for value in ["-1", "0", "1e308"]:
            bad.append(("GET", f"/api/?damping=0.5&fps={value}", None, {400}))
        for q in ["frobnicate=1", "x", "dampingg=0.1", "velocityy=1", "output-dir=x", "jobs=0&damping=1", "verbose", "d=1"]:
            bad.append(("GET", f"/api/?{q}", None, {400}))
        for path in ["/api/frobnicate", "/api/chart/donut", "/api/path/lenght?arg=M0+0", "/api/fit/elephant", "/api/render/movie",
                     "/api/Chart/line", "/api/chart//line", "/api/chart/line/extra/words/here", "/api/studio", "/api/-help",
                     "/api/chart%2Fline", "/api/%20"]:
            bad.append(("GET", path, None, {400}))
        traversal = ["/api/../../etc/passwd", "/api/%2e%2e/%2e%2e/etc/passwd", "/api/..%2f..%2fetc%2fpasswd", "/api/%252e%252e/etc",
                     "/api/chart/..;/etc", "/api/.%2e/x", "/api/%c0%ae%c0%ae/etc", "/api/..\\..\\etc"]
        bad += [("GET", t, None, {400}) for t in traversal]
        bad += [("GET", t, None, {404}) for t in ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2fPackage.swift", "/Package.swift",
                                                  "/../Package.swift", "/%2e%2e%2fREADME.md", "/app.js/../../../etc/passwd", "/.git/config"]]
        for q in ["output=frames.csv", "output=%2Ftmp%2Fstudio-written.csv", "output=..%2F..%2Fstudio-written.csv", "data=scene.json",
                  "data=%2Fetc%2Fpasswd", "file=data%2Fnetworks%2Ffree-pair.json", "grid=grid.csv", "samples=s.csv", "input=%2Fetc%2Fpasswd",
                  "values=%40%2Fetc%2Fpasswd", "values=@..%2F..%2Fetc%2Fpasswd", "times=@times.csv", "values=@data.csv:value",
                  "arg=@shape.svgpath", "arg=--output%3Dx.csv", "arg=-o", "arg=--data=x", "arg=-i", "output=",
                  "damping=0.15&output=studio-written.csv", "values=@%2e%2e%2fx"]:
            bad.append(("GET", f"/api/chart/line?{q}", None, {400}))
        bad.append(("GET", "/api/render/filmstrip?frames=2&arg=--&arg=chart&arg=line&arg=--values&arg=3,1&arg=--output&arg=x.csv", None, {400}))
        bad.append(("GET", "/api/network?file=..%2F..%2Fetc%2Fpasswd", None, {400}))
        big = b"1," * (700 * 1024)
        bad += [("POST", "/api/chart/line?values=@-", big, {413}), ("POST", "/api/render/plot", b"x" * (2 << 20), {413}),
                ("POST", "/api/fit?samples=-", b"time,value\n" * 200000, {413})]
        bad += [("GET", "/api/?damping=0.15&until=100000&fps=100000", None, {400, 413}),
                # 5·10^6 rows: the output limit, or on a slow machine the time limit, whichever comes first.
                ("GET", "/api/?damping=0.15&until=5000&fps=1000", None, {413, 422}),
                ("GET", "/api/ease?arg=linear&samples=100000000", None, {400, 413}),
                ("GET", "/api/ease?arg=linear&samples=5000000", None, {413, 422}),
                ("GET", "/api/?damping=0.15&until=1e9", None, {400, 413}),
                ("GET", "/api/?damping=0.15&max-rows=-5", None, {400}),
                ("GET", "/api/sweep?damping=0:1:1e-6&response=0.5", None, {400, 413, 422}),
                ("GET", "/api/chart/line?values=" + ",".join(["1"] * 9000), None, {413}),
                ("GET", "/api/?" + "&".join(["velocity=1"] * 70), None, {413}),
                ("GET", "/api/follow?count=1000000", None, {400, 413, 422}),
                ("GET", "/api/network?chain=100000", None, {400, 413, 422}),
                ("GET", "/api/wheel?prize=3&fps=1e9", None, {400, 413})]
        for target in ["/api/?values=%FF", "/api/?values=%C3%28", "/api/?values=%C0%AF", "/api/?values=%ED%A0%80", "/api/%FF",
                       "/api/?%FE=1", "/api/ease?arg=%F8%88%80%80%80", "/api/?values=%E2%82"]:
            bad.append(("GET", target, None, {400}))
        for target in ["/api/?values=%", "/api/?values=%G0", "/api/?values=%0", "/api/chart%2/line"]:
            bad.append(("GET", target, None, {400}))
        for method in ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]:
            bad.append((method, "/api/?damping=0.15", None, {405}))
            bad.append((method, "/", None, {405}))
        bad += [("POST", "/", b"x", {405}), ("POST", "/index.html", b"", {405}), ("GET", "/nope.html", None, {404}), ("GET", "/apis", None, {404})]
        raws = [b"GET /api/?values=\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                b"GET /api/\xc3\x28 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                b"GET /api/?damping=0.1\xe2\x82 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"]
        probe = "/api/?damping=0.15&velocity=1.4&until=0.05"
        probe_body = studio.springsim(["--damping", "0.15", "--velocity", "1.4", "--until", "0.05"]).stdout
        count = 0
        for method, target, body, expected in bad:
            status, ctype, data = request(studio, method, target, body)
            one_line = data.count(b"\n") == 1 and data.endswith(b"\n")
            try:
                message = json.loads(data)["error"]
            except Exception:
                message = None
            limit_named = status not in (413, 422) or (message is not None and "limit" in message)
            check(status in expected and ctype.startswith("application/json") and one_line and isinstance(message, str) and message and limit_named,
                  f"bad request {method} {target[:90]} -> {status} {data[:160]!r} (expected {sorted(expected)})")
            count += 1
            if count % 10 == 0:
                status, _, data = request(studio, "GET", probe)
                check(status == 200 and data == probe_body, f"server answers after {count} bad requests")
        for raw in raws:
            status, data = raw_request(studio, raw)
            check(status in (400,) and data.count(b"\n") <= 1 and (not data or "error" in json.loads(data)), f"raw {raw[:40]!r} -> {status} {data[:100]!r}")
            count += 1
        status, _, data = request(studio, "GET", probe)
        check(status == 200 and data == probe_body, "server answers after all bad requests")
        check(count >= 150, f"at least 150 bad requests ({count})")
        print(f"api: {count} bad requests sent")
    finally:
        status, out = studio.stop()
        check(status == 0 and "stopped" in out, f"SIGTERM stops the server cleanly (status {status}, {out!r})")
        check(os.listdir(studio.cwd) == [], f"the server's working directory stays empty: {os.listdir(studio.cwd)}")
        check(os.listdir(studio.tmp) == [], f"the server's TMPDIR is empty after it stops: {os.listdir(studio.tmp)}")
        after = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, capture_output=True, text=True).stdout
        check(after == before, "the package tree is unchanged")
        check(not os.path.exists("/tmp/studio-written.csv") and not os.path.exists(os.path.join(ROOT, "frames.csv")), "no named path was written")
        studio.cleanup()
    check.finish()


if __name__ == "__main__":
    main()
