#!/usr/bin/env bash
# Executes every notebook in Notebooks/ headless and fails on the first error:
#   1. checks that the committed notebooks carry no outputs (strip them with
#      `Notebooks/.venv/bin/python Scripts/run-notebooks.sh --strip` … see --strip below);
#   2. creates Notebooks/.venv and installs Notebooks/requirements.txt (only when the file
#      changed since the last install: a hash stamp in the venv);
#   3. uses $SPRINGSIM if set, else builds springsim (swift build) and uses .build/debug/springsim;
#   4. runs each notebook with nbclient into a scratch folder (the committed files are never
#      modified), then — unless --no-demo — once more with SPRINGSIM_DEMO=1, reading only the
#      recorded outputs in data/demo/, to prove a clone without Swift can run them too.
# Prints one line per pass (and the failure in full); --verbose adds a line per notebook.
# Options: --strip   clear outputs of the committed notebooks in place, then exit;
#          --no-demo skip the demo-data pass;  --out DIR  keep executed copies in DIR;
#          --verbose a line per notebook.
set -euo pipefail
cd "$(dirname "$0")/.."

demo=1
verbose=0
out=""
strip=0
while [ $# -gt 0 ]; do
  case "$1" in
    --no-demo) demo=0 ;;
    --strip) strip=1 ;;
    --verbose) verbose=1 ;;
    --out) out="$2"; shift ;;
    *) echo "run-notebooks: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

venv=Notebooks/.venv
stamp="$venv/.requirements.sha256"
want=$(sha256sum Notebooks/requirements.txt | cut -d' ' -f1)
if [ ! -x "$venv/bin/python" ]; then
  echo "notebooks: creating $venv" >&2
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    rm -rf "$venv"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$venv"
  fi
fi
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "notebooks: installing Notebooks/requirements.txt" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check -r Notebooks/requirements.txt
  echo "$want" >"$stamp"
fi
py="$venv/bin/python"

if [ "$strip" = 1 ]; then
  "$py" - <<'EOF'
import glob, nbformat
for path in sorted(glob.glob("Notebooks/*.ipynb")):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)
    print("stripped", path)
EOF
  exit 0
fi

# 1. No outputs in the committed notebooks.
"$py" - <<'EOF'
import glob, sys, nbformat
bad = []
for path in sorted(glob.glob("Notebooks/*.ipynb")):
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    if any(c.cell_type == "code" and (c.outputs or c.execution_count is not None) for c in nb.cells):
        bad.append(path)
if bad:
    sys.exit("notebooks: outputs committed in " + ", ".join(bad) + " (strip with: bash Scripts/run-notebooks.sh --strip)")
EOF

# 3. The binary.
if [ -z "${SPRINGSIM:-}" ]; then
  SPRINGSIM="$(bash Scripts/build-springsim.sh)"
fi
export SPRINGSIM

# 4. Execute.
keep="$out"
[ -n "$out" ] || out=$(mktemp -d)
mkdir -p "$out"
run_all() {
  "$py" - "$out" "$1" "$verbose" <<'EOF'
import glob, pathlib, sys, time
import nbclient, nbformat
out, label, verbose = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3] == "1"
paths = sorted(glob.glob("Notebooks/*.ipynb"))
if not paths:
    sys.exit("notebooks: none found")
begin, total = time.time(), 0
for path in paths:
    start = time.time()
    nb = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": "Notebooks"}})
    try:
        client.execute()
    except Exception as error:  # CellExecutionError and timeouts: report the notebook, fail
        sys.exit(f"notebooks ({label}): {path} failed:\n{error}")
    figures = sum("image/png" in o.get("data", {}) or "image/svg+xml" in o.get("data", {}) for c in nb.cells for o in c.get("outputs", []))
    if figures == 0:
        sys.exit(f"notebooks ({label}): {path} produced no figure")
    nbformat.write(nb, out / f"{label}-{pathlib.Path(path).name}")
    total += figures
    if verbose:
        print(f"notebooks ({label}): {path}: ok, {figures} figure(s), {time.time() - start:.1f} s")
print(f"notebooks ({label}): {len(paths)} ok, {total} figures, {time.time() - begin:.1f} s")
EOF
}
run_all springsim
if [ "$demo" = 1 ]; then
  SPRINGSIM_DEMO=1 run_all demo
fi
if [ -n "$keep" ] || [ "$verbose" = 1 ]; then
  echo "notebooks: executed copies in $out"
else
  rm -rf "$out"
fi
