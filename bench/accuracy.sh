#!/usr/bin/env bash
# Open-model accuracy of httplab's raw engine: at each rate, is the achieved rate within 0.5% of the target and the
# send-lateness p99 under 1 ms, or does the run say it was generator-limited? Against httplab's own /plaintext.
# Usage: bench/accuracy.sh [seconds per rate, default 10] [rates, default "1000 10000 30000"] [connections, default 64]
source "$(dirname "$0")/lib.sh"
seconds="${1:-10}"
rates="${2:-1000 10000 30000}"
connections="${3:-64}"
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -ge 1 && "$seconds" -le 300 ]] || die "seconds per rate must be 1 to 300, not '$seconds'"
[[ "$connections" =~ ^[0-9]+$ && "$connections" -ge 1 && "$connections" -le 1000 ]] || die "connections must be 1 to 1000, not '$connections'"
for rate in $rates; do [[ "$rate" =~ ^[0-9]+$ && "$rate" -ge 1 ]] || die "'$rate' is not a rate in requests per second"; done
require_tools jq dotnet
build_httplab
out=$(new_out_dir accuracy)
start_httplab_target "$out"

summary="$out/summary.md"
{
    echo "Open model, raw engine, $connections connections, $seconds s per rate after a 2 s warm-up, against httplab /plaintext ($(nproc) cores, $(date -u +%FT%TZ))"
    echo
    echo "| target req/s | achieved req/s | off target | send lateness p99 (us) | latency p50 / p99 / max (us) | errors | generator CPU (cores) | within goal | generator-limited |"
    echo "|---:|---:|---:|---:|---:|---:|---:|---|---|"
} > "$summary"
for rate in $rates; do
    echo "rate $rate req/s for $seconds s" >&2
    run="$out/rate-$rate"
    httplab load "$TARGET_URL/plaintext" --engine raw --rate "$rate" --connections "$connections" --duration "${seconds}s" --warmup 2s --out "$run" > "$run.txt" 2>&1 || true
    [[ -f "$run/results.json" ]] || die "the run at $rate req/s wrote no results: see $run.txt"
    achieved=$(result_metric "$run" achievedRps)
    lateness=$(result_metric "$run" sendLatenessUs.p99)
    limited=$(jq -r '.suites[0].cases[0].warnings | map(select(startswith("generatorLimitedReason: ")) | ltrimstr("generatorLimitedReason: ")) | first // "no"' "$run/results.json")
    awk -v t="$rate" -v a="$achieved" -v l="$lateness" -v p50="$(result_metric "$run" latencyUs.p50)" -v p99="$(result_metric "$run" latencyUs.p99)" \
        -v max="$(result_metric "$run" latencyUs.max)" -v e="$(result_metric "$run" errors)" -v cpu="$(result_metric "$run" generatorCpuSeconds)" \
        -v s="$seconds" -v lim="$limited" 'BEGIN {
            off = 100 * (a - t) / t
            ok = (off >= -0.5 && off <= 0.5 && l < 1000) ? "yes" : "no"
            printf "| %d | %.1f | %+.2f%% | %.0f | %.0f / %.0f / %.0f | %d | %.2f | %s | %s |\n", t, a, off, l, p50, p99, max, e, cpu / s, ok, lim
        }' >> "$summary"
done
cat "$summary"
echo "raw outputs: $out" >&2
