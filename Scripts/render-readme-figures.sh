#!/usr/bin/env bash
# Regenerates the README's pictures in docs/figures/ with `springsim render` (no Python):
# plots of spring and easing tables, filmstrips of the seed scenes. Deterministic: the same
# springsim makes the same files. Run after changing anything that draws or computes them.
set -euo pipefail
cd "$(dirname "$0")/.."
springsim="$(bash Scripts/build-springsim.sh)"
out=docs/figures
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Spring tables are sampled at 1000 frames per second, not the display's 60: a plot ~500 points
# wide shows ~1000 pixel columns, and at 60 fps the velocity's peaks would be straight facets.
# (render plot keeps at most a few samples per pixel column, so the SVGs stay small.)

# 1. The damping-ratio sweep: one stiffness (k = 100), seven ratios.
inputs=()
for z in 0.1 0.25 0.5 0.75 1 1.5 3; do
  "$springsim" --stiffness 100 --damping "$z" --until 2 --fps 1000 --output "$tmp/zeta-$z.csv"
  inputs+=(--input "$tmp/zeta-$z.csv" --label "ζ = $z")
done
"$springsim" render plot "${inputs[@]}" --width 760 \
  --title "springsim --stiffness 100 --damping ζ: the damping-ratio sweep" --y-label value \
  --output "$out/spring-damping-sweep.svg"

# 2. WYChart's UIKit spring: value and velocity (velocity in distances per second), each in
#    its own panel (render plot puts columns of different units on separate y axes).
"$springsim" --damping 0.15 --velocity 1.4 --fps 1000 --output "$tmp/wychart.csv"
"$springsim" render plot --input "$tmp/wychart.csv" --y value,velocity \
  --title "springsim --damping 0.15 --velocity 1.4 (WYChart's UIKit spring)" \
  --output "$out/wychart-spring.svg"

# 3. Easing curves: CSS keywords, an overshooting cubic-bezier, steps() and a spring.
inputs=()
i=0
for e in "ease" "ease-in-out" "cubic-bezier(0.68, -0.6, 0.32, 1.6)" "steps(4, jump-none)" "spring(damping=0.5, velocity=0)"; do
  "$springsim" ease "$e" --samples 2001 --output "$tmp/ease-$i.csv"
  inputs+=(--input "$tmp/ease-$i.csv" --label "$e")
  i=$((i + 1))
done
"$springsim" render plot "${inputs[@]}" --y output --width 860 \
  --title "springsim ease: output against input" --x-label "input (fraction of the duration)" --y-label "output" \
  --output "$out/easing-curves.svg"

# 4. Integrators: the value error of four fixed-step methods at dt = 0.01 (k = 100, ζ = 0.3).
inputs=()
for m in euler semi-implicit-euler verlet rk4; do
  "$springsim" integrate --method "$m" --dt 0.01 --stiffness 100 --damping 0.3 --until 1.5 --output "$tmp/int-$m.csv"
  inputs+=(--input "$tmp/int-$m.csv" --label "$m")
done
"$springsim" render plot "${inputs[@]}" --y value_error --width 760 \
  --title "springsim integrate --dt 0.01: error against the closed form" --y-label "value − exact" \
  --output "$out/integrator-errors.svg"

# 5. Scenes (each only when this springsim has the command: charts and the wheel land separately).
scene() { # scene FILE FILMSTRIP-OPTIONS… -- COMMAND…
  local file="$1"
  shift
  local cmd=()
  local seen=0
  for a in "$@"; do
    if [ "$seen" = 1 ]; then cmd+=("$a"); fi
    [ "$a" = "--" ] && seen=1
  done
  local group=() name="${cmd[0]}"
  if [ "${cmd[0]}" = chart ]; then group=(chart); name="${cmd[1]}"; fi
  if "$springsim" "${group[@]}" --help 2>/dev/null | grep -qE "^  +$name( |$)"; then
    "$springsim" render filmstrip "$@" >"$tmp/scene.svg"
    mv "$tmp/scene.svg" "$out/$file"
  else
    echo "render-readme-figures: skipping $file (no 'springsim ${cmd[*]:0:2}')" >&2
  fi
}
scene ring-chart.svg --frames 6 --frame-width 200 --title "springsim chart pie --values 3,1,4 (seed 000 ring chart)" -- chart pie --values 3,1,4
scene pie-edits.svg --frames 6 --columns 3 --title "springsim chart pie --values 10,10,10 --edit delete:0@0,insert:1:20@0.5 (seed 002)" -- chart pie --values 10,10,10 --edit delete:0@0,insert:1:20@0.5
scene line-chart.svg --frames 6 --frame-width 200 --title "springsim chart line --animation spring --values 3,1,4,1,5,9,2,6 (WYChart's spring)" -- chart line --animation spring --values 3,1,4,1,5,9,2,6
scene curve-chart.svg --frames 6 --frame-width 200 --title "springsim chart curve --values 3,1,4,1,5,9,2,6 (seed 000 curve chart)" -- chart curve --values 3,1,4,1,5,9,2,6
scene bar-chart.svg --frames 6 --frame-width 200 --title "springsim chart bar --values 3,1,4,1,5,9,2,6,5,3 (seed 000 lollipop bars)" -- chart bar --values 3,1,4,1,5,9,2,6,5,3
scene refresh.svg --frames 8 --columns 8 --frame-width 60 --title "springsim refresh --duration 1 (seed 001 pull-to-refresh lines)" -- refresh --duration 1
scene wheel.svg --frames 6 --frame-width 200 --title "springsim wheel --prize 3 (seed 004 prize wheel)" -- wheel --prize 3
scene wheel-animated.svg --animated --frames 40 -- wheel --prize 3

ls -1 "$out"
