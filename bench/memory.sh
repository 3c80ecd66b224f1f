#!/usr/bin/env bash
# The generator's memory over a long open-model run: peak RSS sampled every second; the goal is flat and under 150 MB.
# Usage: bench/memory.sh [seconds, default 300] [rate, default 10000]
source "$(dirname "$0")/lib.sh"
seconds="${1:-300}"
rate="${2:-10000}"
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -ge 10 && "$seconds" -le 3600 ]] || die "seconds must be 10 to 3600, not '$seconds'"
[[ "$rate" =~ ^[0-9]+$ && "$rate" -ge 1 ]] || die "'$rate' is not a rate in requests per second"
require_tools jq dotnet
build_httplab
out=$(new_out_dir memory)
start_httplab_target "$out"

echo "open model at $rate req/s for $seconds s; sampling the generator's RSS every second" >&2
dotnet "$HTTPLAB_DLL" load "$TARGET_URL/plaintext" --engine raw --rate "$rate" --duration "${seconds}s" --warmup 5s --out "$out/run" > "$out/run.txt" 2>&1 &
generator=$!
started=$(date +%s)
printf 'elapsedSeconds\trssKiB\n' > "$out/rss.tsv"
while kill -0 "$generator" 2> /dev/null; do
    rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$generator/status" 2> /dev/null || true)
    [[ -z "$rss" ]] || printf '%s\t%s\n' "$(($(date +%s) - started))" "$rss" >> "$out/rss.tsv"
    sleep 1
done
wait "$generator" || true
[[ -f "$out/run/results.json" ]] || die "the run wrote no results: see $out/run.txt"

summary="$out/summary.md"
awk -F'\t' -v total="$seconds" 'NR > 1 {
        n++; t[n] = $1; r[n] = $2; if ($2 > peak) peak = $2
        if ($1 >= 15 && $1 < 45) { early += $2; ne++ }
        if ($1 >= total - 25 && $1 < total + 5) { late += $2; nl++ }
    }
    END {
        printf "Generator RSS over %d s at the target rate: peak %.1f MB; mean %.1f MB from 15 to 45 s, %.1f MB in the last 30 s of the run (%d samples).\n",
            total, peak / 1024, ne ? early / ne / 1024 : 0, nl ? late / nl / 1024 : 0, n
    }' "$out/rss.tsv" > "$summary"
echo "Achieved $(result_metric "$out/run" achievedRps) req/s of $rate; latency p99 $(result_metric "$out/run" latencyUs.p99) us; errors $(result_metric "$out/run" errors); send lateness p99 $(result_metric "$out/run" sendLatenessUs.p99) us." >> "$summary"
cat "$summary"
echo "raw outputs: $out" >&2
