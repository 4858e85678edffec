#!/usr/bin/env bash
# Checks the module graph of docs/ARCHITECTURE.md / Package.swift at the level of source files:
#   1. every `import X` (also `@_exported`, `@testable`, `@preconcurrency`, `import struct X.Y`)
#      in Sources/<Module>/**/*.swift names a module in that module's row of the table below;
#      the C library (Glibc, Musl, Darwin) only in the module's platform shim,
#      Sources/<Module>/Platform.swift, and Foundation only in the studio's server modules
#      (Studio, SpringSimStudio: outside every library product and the springsim executable);
#   2. (separate section) the numerics core (NumericsCore, Dynamics, Curves, Easing) holds no
#      command-line flag strings: flags belong to SpringSimCommands;
#   3. the SpringSim library product does not reach LAPACK (its target closure in
#      `swift package describe` holds neither CLAPACKE nor LinearAlgebra), and the springsim
#      executable, which solves networks, does not link it: LAPACKE is opened with dlopen on
#      first use, so no LAPACK, BLAS or gfortran library is among the binary's NEEDED entries.
# Prints `file:line: Module may not import X` for each violation and exits 1 if there is any.
set -uo pipefail
cd "$(dirname "$0")/.."

# Allowed imports, one row per module (a module missing here is an error). Keep in step with
# Package.swift's target dependencies and the "Dependencies" paragraph of each DocC landing page.
declare -A allowed=(
  [NumericsCore]="RealModule NumericsCoreShims"
  [Dynamics]="NumericsCore RealModule"
  [Curves]="NumericsCore RealModule"
  [Easing]="NumericsCore Dynamics Curves RealModule"
  [FrameIO]=""
  [Scenes]="Dynamics Curves Easing FrameIO NumericsCore RealModule"
  [SceneFiles]="FrameIO"
  [Render]="Scenes Curves FrameIO"
  [Exports]="NumericsCore Dynamics Curves Easing FrameIO Scenes RealModule"
  [SpringSim]="NumericsCore Dynamics Curves Easing FrameIO Scenes SceneFiles Render Exports"
  [SpringSimCore]="NumericsCore Dynamics Curves Easing"
  [LinearAlgebra]="CLAPACKE"
  [SpringNetworks]="LinearAlgebra Dynamics RealModule Synchronization"
  [Fitting]="LinearAlgebra Dynamics Easing RealModule"
  [NetworkScenes]="SpringNetworks Scenes Dynamics FrameIO"
  [SpringSimCommands]="SpringSim SpringNetworks NetworkScenes Fitting ArgumentParser"
  [SpringSimCLI]="SpringSimCommands"
  # The studio's server: process spawning, limits and signals are its job, so the C library
  # is allowed in its files (not only a Platform.swift), and Foundation too.
  [Studio]="StudioShims SpringSimCommands FrameIO Foundation Glibc Musl Darwin"
  [SpringSimStudio]="Studio Hummingbird Foundation Glibc Musl Darwin"
)
# Modules whose Platform.swift may import the C library (and only that file).
platform_shims=" FrameIO SpringSimCommands "
libc_modules=" Glibc Musl Darwin "

violations=0

echo "-- allowed imports --"
for dir in Sources/*/; do
  module=$(basename "$dir")
  files=$(find "$dir" -name '*.swift' | sort)
  [ -z "$files" ] && continue  # C-only targets (CLAPACKE, NumericsCoreShims)
  if [ -z "${allowed[$module]+set}" ]; then
    echo "Sources/$module: module missing from the table in Scripts/check-imports.sh"
    violations=$((violations + 1))
    continue
  fi
  while IFS= read -r hit; do
    [ -z "$hit" ] && continue
    file=${hit%%:*}
    rest=${hit#*:}
    line=${rest%%:*}
    text=${rest#*:}
    imported=$(echo "$text" | sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\4/')
    ok=0
    case " ${allowed[$module]} " in *" $imported "*) ok=1 ;; esac
    if [ $ok = 0 ] && [[ "$libc_modules" == *" $imported "* ]] && [[ "$platform_shims" == *" $module "* ]] \
      && [ "$file" = "Sources/$module/Platform.swift" ]; then
      ok=1
    fi
    if [ $ok = 0 ]; then
      echo "$file:$line: $module may not import $imported"
      violations=$((violations + 1))
    fi
  done < <(grep -nHE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+[A-Za-z_]' $files)
done
[ $violations = 0 ] && echo "imports: every module imports only what its row allows"

echo "-- command-line flags in the numerics core --"
# A string literal containing `--word` (comments are skipped): an error message or default
# that speaks CLI. The library should say what is wrong with the value; SpringSimCommands names flags.
flags=$(grep -rnE '"([^"\\]|\\.)*--[a-z]' Sources/NumericsCore Sources/Dynamics Sources/Curves Sources/Easing \
  --include='*.swift' | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
if [ -n "$flags" ]; then
  echo "$flags"
  echo "flags: $(echo "$flags" | wc -l | tr -d ' ') line(s) in the numerics core name command-line flags"
  violations=$((violations + 1))
else
  echo "flags: none in the numerics core"
fi

echo "-- LAPACK only where used --"
# The SpringSim library product must not reach LAPACK: its target closure (swift package
# describe) holds neither CLAPACKE nor LinearAlgebra.
closures=$(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
targets = {t["name"]: t for t in d["targets"]}
def closure(names):
    seen, stack = set(), list(names)
    while stack:
        n = stack.pop()
        if n in seen or n not in targets:
            continue
        seen.add(n)
        stack += targets[n].get("target_dependencies", [])
    return seen
for p in d["products"]:
    print(p["name"] + ": " + " ".join(sorted(closure(p["targets"]))))
')
lapack_free=1
# product_avoids PRODUCT TARGETS-REGEX WHAT: the product's target closure names none of TARGETS
# (whole words); otherwise says which line reaches WHAT and clears lapack_free.
product_avoids() {
  local line
  line=$(echo "$closures" | grep "^$1: " || true)
  if [ -z "$line" ]; then
    echo "lapack: no product $1 in swift package describe"
    lapack_free=0
  elif echo "$line" | grep -qwE "$2"; then
    echo "lapack: product $1 reaches $3: $line"
    lapack_free=0
  fi
}
product_avoids SpringSim 'CLAPACKE|LinearAlgebra' LAPACK
# SpringSimCore is the numerics alone: no LAPACK and no tables, scenes or rendering.
product_avoids SpringSimCore 'CLAPACKE|LinearAlgebra|FrameIO|Scenes|SceneFiles|Render' 'beyond the numerics'
# The springsim executable reaches LinearAlgebra (the network command) but must not link
# LAPACK: the loader opens it on first use. Its dynamic section must name no LAPACK, BLAS or
# Fortran runtime.
if swift build --product springsim >/dev/null 2>&1; then
  binary="$(swift build --show-bin-path)/springsim"
  needed=$(readelf -d "$binary" 2>/dev/null | grep NEEDED || true)
  if [ -z "$needed" ]; then
    echo "lapack: cannot read the dynamic section of $binary (readelf missing?)"
    lapack_free=0
  elif echo "$needed" | grep -qiE 'lapack|blas|gfortran'; then
    echo "lapack: the springsim binary links LAPACK at start-up:"
    echo "$needed" | grep -iE 'lapack|blas|gfortran'
    lapack_free=0
  fi
else
  echo "lapack: swift build --product springsim failed"
  lapack_free=0
fi
if [ $lapack_free = 1 ]; then
  echo "lapack: the SpringSim library builds without it; springsim loads it only to solve a network or fit (a spring, a cubic-bezier)"
else
  violations=$((violations + 1))
fi

[ $violations = 0 ] || exit 1
