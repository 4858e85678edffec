#!/usr/bin/env bash
# End-to-end test of `springsim sweep --shard auto` on a real Slurm: starts a single-node
# cluster (munged, slurmctld, slurmd) configured in a temporary folder, submits
# Scripts/sweep.sbatch as a 4-task job array, concatenates the parts and compares them byte
# for byte with the table one process writes. Prints PASS or FAIL (exit 0 or 1).
#
#   bash Scripts/slurm-test.sh [--array 0-3|1-4|…]
#
# Installs Debian's slurmctld, slurmd, slurm-client and munge when they are missing (as root,
# or through sudo). Uses its own munge key and socket, its own ports and state folders, and
# stops every daemon it started on exit; nothing outside the temporary folder is configured.
# Not part of Scripts/test.sh.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

array=0-3
if [ "${1:-}" = "--array" ]; then array=$2; fi

fail() { echo "slurm-test: FAIL: $*"; exit 1; }

sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null \
  || ! command -v munged >/dev/null; then
  echo "slurm-test: installing slurmctld slurmd slurm-client munge"
  $sudo apt-get update -qq >/dev/null || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq slurmctld slurmd slurm-client munge >/dev/null \
    || fail "apt-get install slurmctld slurmd slurm-client munge failed"
fi
munged=$(command -v munged || echo /usr/sbin/munged)

echo "slurm-test: building springsim (release)"
nice -n 19 swift build -c release --product springsim >/dev/null 2>&1 || fail "swift build failed"
springsim="$root/.build/release/springsim"

dir=$(mktemp -d /tmp/springsim-slurm.XXXXXX)
chmod 755 "$dir"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  [ -f "$dir/slurmctld.pid" ] && kill "$(cat "$dir/slurmctld.pid")" 2>/dev/null
  [ -f "$dir/slurmd.pid" ] && kill "$(cat "$dir/slurmd.pid")" 2>/dev/null
  [ -f "$dir/munged.pid" ] && kill "$(cat "$dir/munged.pid")" 2>/dev/null
  sleep 1
  rm -rf "$dir"
}
trap cleanup EXIT

# munge: a fresh key and socket of our own.
mkdir -p "$dir/munge"
chmod 700 "$dir/munge"
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
"$munged" --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/munge.seed" \
  || fail "munged did not start ($(tail -n 3 "$dir/munged.log" 2>/dev/null))"

# Slurm: one node (this machine, on the loopback address), one partition, free ports.
user=$(id -un)
host=$(hostname -s)
cpus=$(nproc)
port=$(( 20000 + RANDOM % 20000 ))
mkdir -p "$dir/state" "$dir/spool" "$dir/out"
cat > "$dir/slurm.conf" <<CONF
ClusterName=springsimtest
SlurmctldHost=$host(127.0.0.1)
SlurmUser=$user
SlurmdUser=root
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"

slurmctld -c || fail "slurmctld did not start ($(tail -n 3 "$dir/slurmctld.log" 2>/dev/null))"
slurmd -N "$host" || fail "slurmd did not start ($(tail -n 3 "$dir/slurmd.log" 2>/dev/null))"

# Wait (at most 60 s) for the node to be idle.
for _ in $(seq 60); do
  state=$(sinfo -h -N -o '%T' 2>/dev/null | head -n 1)
  [ "$state" = idle ] && break
  sleep 1
done
[ "$state" = idle ] || fail "the node did not become idle (state '$state'; $(tail -n 3 "$dir/slurmctld.log"))"
echo "slurm-test: Slurm $(sinfo -V | awk '{print $2}') up, node $host idle, $cpus CPUs"

args=(--damping 0.05:1.5:0.35 --response 0.2:1:0.4 --velocity -1,1.4)
for table in summary frames; do
  extra=(--table "$table")
  [ "$table" = frames ] && extra+=(--until 0.2 --fps 30)
  rm -f "$dir/out"/part-*.csv
  cd "$dir"
  SPRINGSIM="$springsim" SWEEP_OUT="$dir/out" sbatch --wait --array="$array" --cpus-per-task=1 \
    --output="$dir/task-%a.log" "$root/Scripts/sweep.sbatch" "${args[@]}" "${extra[@]}" >"$dir/sbatch.log" 2>&1 \
    || fail "sbatch --wait failed: $(cat "$dir/sbatch.log"; cat "$dir"/task-*.log 2>/dev/null | tail -n 5)"
  cd "$root"
  parts=$(ls "$dir/out"/part-*.csv 2>/dev/null | wc -l)
  [ "$parts" = 4 ] || fail "$table: expected 4 parts, found $parts"
  cat "$dir/out"/part-*.csv > "$dir/merged.csv"
  "$springsim" sweep "${args[@]}" "${extra[@]}" --output "$dir/single.csv" || fail "$table: the one-process run failed"
  if cmp -s "$dir/merged.csv" "$dir/single.csv"; then
    echo "slurm-test: $table: $(sed -n 1p "$dir/sbatch.log"), array $array: 4 parts, $(wc -l < "$dir/merged.csv") lines, $(wc -c < "$dir/merged.csv") bytes, identical to one process"
  else
    fail "$table: the merged parts differ from the one-process table ($(cmp "$dir/merged.csv" "$dir/single.csv"))"
  fi
done
echo "slurm-test: PASS"
