"""Checks the network files against data/networks/network.schema.json.

Every example in data/networks/ must validate. The invalid files the command-line tests feed
to `springsim network` (Tests/SpringSimCLITests/Golden/networks/) are listed below with whether
the schema alone can see the problem: those it can see must fail validation, so the schema
stays as strict as the reader wherever JSON Schema can say it. (Index ranges, self-springs,
list lengths and mixed 1-D/2-D need the reader.)
"""

import json
import pathlib
import sys

import jsonschema

root = pathlib.Path(__file__).resolve().parent.parent
schema = json.loads((root / "data/networks/network.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failures = 0
examples = sorted((root / "data/networks").glob("*.json"))
for path in examples:
    if path.name == "network.schema.json":
        continue
    errors = list(validator.iter_errors(json.loads(path.read_text())))
    if errors:
        failures += 1
        print(f"{path.relative_to(root)}: {errors[0].message}")

# invalid file -> whether the schema alone rejects it
invalid = {
    "zero-mass.json": True,
    "self-spring.json": False,
    "typo.json": True,
    "mixed-2d.json": False,
    "no-count.json": False,
    "x0-length.json": False,
    "to-and-anchor.json": True,
    "negative-damping.json": True,
    "ground.json": True,
}
folder = root / "Tests/SpringSimCLITests/Golden/networks"
for name, schema_sees in invalid.items():
    text = (folder / name).read_text()
    try:
        document = json.loads(text)
    except ValueError:
        document = None  # 1e999 and the like: not JSON numbers Python keeps finite
    rejected = document is None or not validator.is_valid(document)
    if schema_sees and not rejected:
        failures += 1
        print(f"{name}: the schema accepts a file it should refuse")
listed = set(invalid)
present = {p.name for p in folder.glob("*.json")}
for name in sorted(present - listed):
    failures += 1
    print(f"{name}: an invalid network file not listed in {pathlib.Path(__file__).name}")

if failures:
    sys.exit(1)
print(f"network files: {len(examples) - 1} examples valid, {len(invalid)} invalid files checked")
