#!/usr/bin/env bash
# Start-up time of `springsim` against a Swift hello world built the same way
# (`swift build -c release`, same toolchain, same machine), as medians of many interleaved runs
# (Scripts/startup-timer.c: posix_spawn to exit, standard output on /dev/null). Also shows which
# commands load LAPACK (only the network and fit commands may).
#
#     bash Scripts/measure-startup.sh [RUNS]        # default 400 rounds
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-400}"
swift build -c release --product springsim >&2
bin="$PWD/.build/release/springsim"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/hello/Sources/hello"
cat > "$work/hello/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])
SWIFT
echo 'print("hello")' > "$work/hello/Sources/hello/main.swift"
(cd "$work/hello" && swift build -c release >&2)
cc="${CC:-$(command -v cc || command -v clang)}"
"$cc" -O2 -o "$work/startup-timer" Scripts/startup-timer.c

echo "$(uname -m), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), $(swift --version 2>&1 | head -1)"
echo "median of $runs interleaved runs each; ratio = median / the hello world's median"
echo
labels=("hello world" \
    "springsim --damping 0.15 --velocity 1.4 --until 0          (the default table, read directly)" \
    "springsim --damping 0.15 --velocity 1.4 --until 0 -o -     (the same, through ArgumentParser)" \
    "springsim settle --response 0.5 --damping 0.825            (an ArgumentParser subcommand)" \
    "springsim network --chain 3 --stiffness 100 --damping-coefficient 0.5 --until 0   (loads LAPACK)")
i=0
"$work/startup-timer" "$runs" \
    -- "$work/hello/.build/release/hello" \
    -- "$bin" --damping 0.15 --velocity 1.4 --until 0 \
    -- "$bin" --damping 0.15 --velocity 1.4 --until 0 -o - \
    -- "$bin" settle --response 0.5 --damping 0.825 \
    -- "$bin" network --chain 3 --stiffness 100 --damping-coefficient 0.5 --until 0 |
    while read -r _ rest; do
        printf '%s\n    %s\n' "${labels[$i]}" "$rest"
        i=$((i + 1))
    done
echo
echo "libraries loaded (ld.so's LD_DEBUG=libs; lapack/blas/gfortran should appear for 5 only):"
for args in "--damping 0.15 --velocity 1.4 --until 0" "settle --response 0.5 --damping 0.825" \
    "network --chain 3 --stiffness 100 --damping-coefficient 0.5 --until 0"; do
    # shellcheck disable=SC2086
    loaded="$(LD_DEBUG=libs "$bin" $args 2>&1 >/dev/null | grep -oE 'calling init: [^ ]+' | sed 's/.*\///' | grep -iE 'lapack|blas|gfortran' | sort -u | tr '\n' ' ' || true)"
    printf '  springsim %-72s %s\n' "$args" "${loaded:-(none)}"
done
