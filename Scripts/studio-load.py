#!/usr/bin/env python3
"""Load on the studio's main table, on loopback only, bounded in count and time.

First exactly 10^3 requests of GET /api/?damping=0.15&velocity=1.4 from a bounded client over 64
kept-alive connections (each body compared with the first; the server's RSS is read then), then
wrk (Debian) over 64 connections until at least --requests (default 10^5) in all. Required: no socket error and no non-2xx answer, and the RSS at the end
<= 1.2 x the RSS after the warm-up. Beside it, the same work done by spawning `springsim` once
per request (as many at once as cores) for --spawns requests. Prints requests/s and p50/p99
latency for both, the load average before and after, and "load: N passed, M failed".
--runner spawn loads the spawn runner instead of the in-process one (the default).
"""
import argparse
import http.client
import os
import re
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from studio_server import Checks, Studio  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PATH = "/api/?damping=0.15&velocity=1.4"


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def wrk(url, seconds, connections=64, threads=2):
    out = subprocess.run(["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s", "--latency", "--timeout", "30s", url],
                         capture_output=True, text=True, check=True).stdout
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    errors = 0
    m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    if m:
        errors += sum(int(x) for x in m.groups())
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if m:
        errors += int(m.group(1))

    def ms(label):
        m = re.search(rf"^\s+{label}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M)
        value, unit = float(m.group(1)), m.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    return {"requests": requests, "errors": errors, "rate": rate, "p50": ms("50"), "p99": ms("99"), "text": out}


def run_bounded(count, workers, job, per_worker=None):
    """Runs job(own) exactly `count` times in all on `workers` threads, each taking the next run
    while any is left; returns the seconds from the first start to the last end. `own` is what
    per_worker() gave that thread (a kept-alive connection, say; None without per_worker); a
    thread closes it with own.close() when its share is done."""
    remaining = [count]
    lock = threading.Lock()

    def worker():
        own = per_worker() if per_worker else None
        try:
            while True:
                with lock:
                    if remaining[0] == 0:
                        return
                    remaining[0] -= 1
                job(own)
        finally:
            if own is not None:
                own.close()

    start = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - start


class KeptAliveConnection:
    """One HTTP/1.1 connection, made again after a failure."""

    def __init__(self, host, port):
        self.host, self.port = host, port
        self.connection = http.client.HTTPConnection(host, port, timeout=30)

    def get(self, path):
        """(ok, body): ok when the answer is 200."""
        try:
            self.connection.request("GET", path)
            answer = self.connection.getresponse()
            return answer.status == 200, answer.read()
        except (OSError, http.client.HTTPException):
            self.connection.close()
            self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
            return False, b""

    def close(self):
        self.connection.close()


def bounded_warm_up(host, port, count=1000, connections=64):
    """Exactly `count` GETs over `connections` kept-alive HTTP/1.1 connections; errors counts any
    non-200 answer, failed connection or body different from the first one."""
    bodies, errors = [], [0]
    lock = threading.Lock()

    def get(connection):
        ok, body = connection.get(PATH)
        with lock:
            if not ok or (bodies and body != bodies[0]):
                errors[0] += 1
            elif not bodies:
                bodies.append(body)

    elapsed = run_bounded(count, connections, get, per_worker=lambda: KeptAliveConnection(host, port))
    return {"requests": count, "errors": errors[0], "rate": count / elapsed, "p50": 0.0, "p99": 0.0}


def spawn_baseline(binary, count, workers):
    latencies = []
    lock = threading.Lock()

    def spawn(_):
        start = time.perf_counter()
        subprocess.run([binary, "--damping", "0.15", "--velocity", "1.4"], stdout=subprocess.DEVNULL, check=True)
        with lock:
            latencies.append((time.perf_counter() - start) * 1000)

    elapsed = run_bounded(count, workers, spawn)
    latencies.sort()
    return {"rate": count / elapsed, "p50": statistics.median(latencies), "p99": latencies[int(0.99 * (len(latencies) - 1))]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--spawns", type=int, default=2000)
    parser.add_argument("--max-seconds", type=float, default=900, help="stop the load after this long in all")
    parser.add_argument("--runner", choices=["in-process", "spawn"], default="in-process")
    options = parser.parse_args()
    print(f"load: load average before {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    studio = Studio(ROOT, extra=["--runner", options.runner])
    check = Checks("load")

    try:
        url = studio.url + PATH
        began = time.time()
        warm = bounded_warm_up(studio.host, int(studio.port))
        rss_warm = rss_kib(studio.process.pid)
        total, errors, runs = warm["requests"], warm["errors"], []
        while total < options.requests and time.time() - began < options.max_seconds:
            estimate = max(5, min(120, int((options.requests - total) / max(warm["rate"], 1) * 1.1) + 1))
            run = wrk(url, estimate)
            runs.append(run)
            total += run["requests"]
            errors += run["errors"]
        rss_end = rss_kib(studio.process.pid)
        rate = sum(r["requests"] for r in runs) / max(1e-9, sum(r["requests"] / r["rate"] for r in runs)) if runs else warm["rate"]
        p50 = statistics.median([r["p50"] for r in runs] or [warm["p50"]])
        p99 = max([r["p99"] for r in runs] or [warm["p99"]])
        print(f"load: {options.runner} runner, load average after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(f"load: {total} requests over 64 connections, {errors} errors; {rate:.0f} requests/s, p50 {p50:.2f} ms, p99 {p99:.2f} ms")
        print(f"load: server RSS {rss_warm} KiB after the first {warm['requests']} requests, {rss_end} KiB at the end ({rss_end / rss_warm:.3f}x)")
        check(total >= options.requests, f"at least {options.requests} requests ({total})")
        check(errors == 0, f"no errors ({errors})")
        check(rss_end <= 1.2 * rss_warm, f"RSS at the end {rss_end} KiB <= 1.2 x {rss_warm} KiB")
    finally:
        studio.stop()
        studio.cleanup()
    cores = os.cpu_count() or 1
    if options.spawns <= 0:
        check.finish()
    base = spawn_baseline(studio.cli, options.spawns, cores)
    print(f"load: spawning springsim once per request ({options.spawns} runs, {cores} at once): {base['rate']:.0f} runs/s, "
          f"p50 {base['p50']:.2f} ms, p99 {base['p99']:.2f} ms")
    check.finish()


if __name__ == "__main__":
    main()
