#!/usr/bin/env python3
"""The studio's per-request limits and concurrency (stdlib only; run by Scripts/studio-test.sh).

1. Time: with --max-seconds 1 and no practical output limit, a table of 5·10^6 rows gets 422
   naming the time limit within a few seconds, and the server answers the next request.
2. Output: with --max-output-bytes 4096, a table longer than that gets 413 naming the limit, one
   that fits gets its bytes, and the server answers the next request.
3. Concurrency: 240 requests of 12 different command lines sent from 24 threads at once get
   the bytes the CLI prints for each.
4. Signals: a server started with SIGINT ignored (as a shell starts a background job) stops
   cleanly on SIGINT.
Every part runs against the default (in-process) runner and, for 1-3, the spawn runner
(`--runner spawn`). Prints "limits: N passed, M failed".
"""
import concurrent.futures
import http.client
import json
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from studio_server import Checks, Studio, bin_path  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))

check = Checks("limits")


def get(studio, target):
    connection = http.client.HTTPConnection(studio.host, studio.port, timeout=60)
    connection.request("GET", target)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data


def error_message(data):
    try:
        return json.loads(data)["error"]
    except Exception:
        return ""


PROBE = ["--damping", "0.15", "--velocity", "1.4", "--until", "0.05"]
PROBE_TARGET = "/api/?damping=0.15&velocity=1.4&until=0.05"


def time_limit(runner):
    studio = Studio(ROOT, extra=["--max-seconds", "1", "--max-output-bytes", str(1 << 31), *runner])
    try:
        start = time.monotonic()
        status, data = get(studio, "/api/?damping=0.15&until=5000&fps=1000")
        elapsed = time.monotonic() - start
        message = error_message(data)
        check(status == 422 and "1-second time limit" in message, f"{runner}: time limit -> {status} {data[:120]!r}")
        check(elapsed < 6, f"{runner}: the time-limit answer came after {elapsed:.1f} s (limit 1 s)")
        status, data = get(studio, PROBE_TARGET)
        check(status == 200 and data == studio.springsim(PROBE).stdout, f"{runner}: the server answers after a time limit ({status})")
    finally:
        studio.stop()
        studio.cleanup()


def output_limit(runner):
    studio = Studio(ROOT, extra=["--max-output-bytes", "4096", *runner])
    try:
        status, data = get(studio, "/api/?damping=0.15&velocity=1.4&until=2")
        check(status == 413 and "4096-byte limit" in error_message(data), f"{runner}: output limit -> {status} {data[:120]!r}")
        status, data = get(studio, PROBE_TARGET)
        expected = studio.springsim(PROBE).stdout
        check(len(expected) <= 4096 and status == 200 and data == expected, f"{runner}: a table within the limit ({status})")
    finally:
        studio.stop()
        studio.cleanup()


LINES = [
    ("/api/?damping=0.15&velocity=1.4", ["--damping", "0.15", "--velocity", "1.4"]),
    ("/api/?response=0.5&damping=0.825&format=jsonl", ["--response", "0.5", "--damping", "0.825", "--format", "jsonl"]),
    ("/api/settle?response=0.5&damping=0.825&json", ["settle", "--response", "0.5", "--damping", "0.825", "--json"]),
    ("/api/convert?damping=0.15&velocity=1.4", ["convert", "--damping", "0.15", "--velocity", "1.4"]),
    ("/api/chart/line?animation=spring&values=3,1,4,1,5", ["chart", "line", "--animation", "spring", "--values", "3,1,4,1,5"]),
    ("/api/chart/pie?values=500,100,50", ["chart", "pie", "--values", "500,100,50"]),
    ("/api/wheel?prize=5&mode=decay-snap&rate=0.998&seed=7&ticks", ["wheel", "--prize", "5", "--mode", "decay-snap", "--rate", "0.998", "--seed", "7", "--ticks"]),
    ("/api/ease?samples=200&arg=spring(damping%3D0.3)", ["ease", "spring(damping=0.3)", "--samples", "200"]),
    ("/api/path/sample?count=50&arg=M0+0+C0+1+1+1+1+0", ["path", "sample", "M0 0 C0 1 1 1 1 0", "--count", "50"]),
    ("/api/scroll?physics=ios&velocity=2500&extent=0:1200&fps=30", ["scroll", "--physics", "ios", "--velocity", "2500", "--extent", "0:1200", "--fps", "30"]),
    ("/api/?damping=-1", ["--damping", "-1"]),
    ("/api/network?chain=3&anchor=both&table=modes", ["network", "--chain", "3", "--anchor", "both", "--table", "modes"]),
]


def concurrency(runner):
    studio = Studio(ROOT, extra=list(runner))
    try:
        expected = {}
        for target, args in LINES:
            cli = studio.springsim(args)
            expected[target] = (200 if cli.returncode == 0 else 400, cli.stdout if cli.returncode == 0 else None)
        targets = [LINES[i % len(LINES)][0] for i in range(240)]
        with concurrent.futures.ThreadPoolExecutor(24) as pool:
            results = list(pool.map(lambda t: get(studio, t), targets))
        wrong = [(t, s) for t, (s, d) in zip(targets, results)
                 if s != expected[t][0] or (expected[t][1] is not None and d != expected[t][1])]
        check(not wrong, f"{runner}: {len(wrong)} of {len(targets)} concurrent answers differ from the CLI: {wrong[:3]}")
    finally:
        studio.stop()
        studio.cleanup()


def sigint_in_background():
    studio_bin = os.path.join(os.environ.get("SPRINGSIM_BIN") or bin_path(ROOT), "springsim-studio")
    process = subprocess.Popen([studio_bin, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    line = process.stdout.readline()
    check("http://" in line, f"the server started with SIGINT ignored: {line!r}")
    process.send_signal(signal.SIGINT)
    try:
        out, _ = process.communicate(timeout=20)
        check(process.returncode == 0 and "stopped" in out, f"SIGINT stops a server started with SIGINT ignored ({process.returncode}, {out!r})")
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        check(False, "SIGINT stops a server started with SIGINT ignored (still running after 20 s)")


def main():
    for runner in ([], ["--runner", "spawn"]):
        time_limit(runner)
        output_limit(runner)
        concurrency(runner)
    sigint_in_background()
    check.finish()


if __name__ == "__main__":
    main()
