"""Starts and stops a `springsim-studio` for the studio's tests (stdlib only).

The server runs on a free loopback port (--port 0) with its own TMPDIR and working directory
inside a fresh temporary directory, so a test can check that nothing was written elsewhere.
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile


def bin_path(root):
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True)
    return out.stdout.strip()


class Checks:
    """A test script's tally: check(ok, what) counts a pass, or a failure described by `what`
    (printed as "FAIL: what" at once, or at the end when deferred); finish() prints
    "NAME: N passed, M failed" and exits with 1 if anything failed, else 0."""

    def __init__(self, name, deferred=False):
        self.name, self.deferred = name, deferred
        self.passed, self.failed, self.failures = 0, 0, []

    def __call__(self, ok, what):
        if ok:
            self.passed += 1
            return
        self.failed += 1
        if self.deferred:
            self.failures.append(what)
        else:
            print("FAIL:", what)

    def finish(self):
        for failure in self.failures:
            print("FAIL:", failure)
        print(f"{self.name}: {self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)


class Studio:
    def __init__(self, root, extra=()):
        self.root = root
        self.bin = os.environ.get("SPRINGSIM_BIN") or bin_path(root)
        # The springsim the server runs and the tests compare with (default: beside the server).
        self.cli = os.environ.get("SPRINGSIM_CLI") or os.path.join(self.bin, "springsim")
        self.space = tempfile.mkdtemp(prefix="studio-test-")
        self.tmp = os.path.join(self.space, "tmp")
        self.cwd = os.path.join(self.space, "cwd")
        os.mkdir(self.tmp)
        os.mkdir(self.cwd)
        env = dict(os.environ, TMPDIR=self.tmp)
        # STUDIO_EXTRA: more springsim-studio options (e.g. --web DIR, --max-seconds 60).
        extra = [*os.environ.get("STUDIO_EXTRA", "").split(), *extra]
        self.process = subprocess.Popen(
            [os.path.join(self.bin, "springsim-studio"), "--port", "0", "--springsim", self.cli, *extra],
            cwd=self.cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if "http://" not in line:
            raise RuntimeError("springsim-studio did not start: " + line + self.process.stderr.read())
        self.url = line.split("serving ")[1].split(" ")[0].rstrip("/")
        self.host, self.port = self.url.split("//")[1].rsplit(":", 1)
        self.port = int(self.port)

    def springsim(self, args, stdin=None):
        return subprocess.run([self.cli, *args], cwd=self.root, input=stdin, capture_output=True)

    def stop(self):
        """SIGTERM; returns (exit status, the rest of its standard output)."""
        self.process.send_signal(signal.SIGTERM)
        try:
            out, _ = self.process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, _ = self.process.communicate()
        return self.process.returncode, out

    def cleanup(self):
        shutil.rmtree(self.space, ignore_errors=True)
