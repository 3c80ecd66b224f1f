#!/usr/bin/env bash
# Several generators as one run: N `httplab load --shard I/N --start-at T` processes share one open-model schedule of
# R req/s against httplab's own target, and `httplab merge` adds their folders up; beside them, one generator sending the
# whole schedule alone. Prints, for both, the achieved rate and the latency percentiles (exact: the merged histogram),
# and for each generator its send lateness and the CPU its process used (user + system, from /usr/bin/time).
# On one machine the generators share its cores with each other and the target: this checks that the shards add up
# to the schedule and the merge is exact, not what N machines would reach.
# Usage: bench/generators.sh [total rate, default 30000] [generators, default 3] [seconds, default 10]
source "$(dirname "$0")/lib.sh"
rate="${1:-30000}"
generators="${2:-3}"
seconds="${3:-10}"
require_range "rate" "$rate" 1 1000000
require_range "generators" "$generators" 2 16
require_range "seconds" "$seconds" 2 600
require_tools jq dotnet
build_httplab
out=$(new_out_dir generators)
start_httplab_target "$out"
url="$TARGET_URL/plaintext"
load=(load "$url" --engine raw --rate "$rate" --duration "${seconds}s" --warmup 2s)

row() { # label, folder, cpu file
    local dir="$2"
    printf '%-10s %12s %10s %10s %10s %14s %14s %8s %s\n' "$1" \
        "$(result_metric "$dir" achievedRps | awk '{ printf "%.0f", $1 }')" \
        "$(result_metric "$dir" latencyUs.p50 | awk '{ printf "%.0f", $1 }')" \
        "$(result_metric "$dir" latencyUs.p99 | awk '{ printf "%.0f", $1 }')" \
        "$(result_metric "$dir" latencyUs.p999 | awk '{ printf "%.0f", $1 }')" \
        "$(result_metric "$dir" sendLatenessUs.p99 | awk '{ printf "%.0f", $1 }')" \
        "$(result_metric "$dir" sendLatenessUs.max | awk '{ printf "%.0f", $1 }')" \
        "${3:+$(cpu_seconds "$3")}" \
        "$(result_metric "$dir" generatorLimited | sed 's/^1$/generator-limited/; s/^0$//')"
}

echo "one generator: $rate req/s for $seconds s" >&2
timed "$out/single.cpu" "$out/single.txt" dotnet "$HTTPLAB_DLL" "${load[@]}" --out "$out/single" || true

start=$(date -u -d "+20 seconds" +%Y-%m-%dT%H:%M:%SZ)
echo "$generators generators, shards of the same schedule, starting together at $start" >&2
pids=()
for index in $(seq 1 "$generators"); do
    timed "$out/shard$index.cpu" "$out/shard$index.txt" dotnet "$HTTPLAB_DLL" "${load[@]}" \
        --shard "$index/$generators" --start-at "$start" --out "$out/shard$index" &
    pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || true; done
shards=()
for index in $(seq 1 "$generators"); do shards+=("$out/shard$index"); done
httplab merge "${shards[@]}" --out "$out/merged" > "$out/merged.txt" 2>&1 || true

printf '%-10s %12s %10s %10s %10s %14s %14s %8s\n' run "achieved/s" "p50 μs" "p99 μs" "p99.9 μs" "lateness p99" \
    "lateness max" "CPU s"
row single "$out/single" "$out/single.cpu"
for index in $(seq 1 "$generators"); do row "shard $index" "$out/shard$index" "$out/shard$index.cpu"; done
row merged "$out/merged" ""
echo "raw outputs: $out" >&2
