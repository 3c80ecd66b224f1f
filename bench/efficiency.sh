#!/usr/bin/env bash
# What the generator costs: CPU per request of httplab's open model at each rate against its closed model, side by
# side in alternating rounds against nginx, and what an idle generator (1 req/s) costs. Every run is --engine raw.
#   open model: CPU per request at most 1.5x the closed model's, send-lateness p99 under 1 ms
#   idle (1 req/s): under 0.005 cores
#   open model at 90% of the closed model's rate (measured in the same round): the schedule kept
# CPU is the run's own generatorCpuSeconds (the whole process, every thread, over the measured period only) and, beside
# it, the context switches per request of the whole process (GNU time's voluntary + involuntary, warm-up included):
# at low rates every request costs the generator two wake-ups (the send at its time, the response), which the closed
# model shares between many requests. When a C compiler is present, every run is repeated in the same round by
# bench/floor/loop.c, a minimal one-thread epoll generator with nothing of HttpLab in it: the floor any generator pays
# on this machine at that rate, so httplab's cost is also given as a multiple of the floor's.
# The idle run also reports its last third alone (the run's own per-second generatorCpuSeconds): with dynamic PGO the
# runtime recompiles what runs once a second twice, after about 30 and 60 calls (an instrumented, then the final
# optimized code), so an idle run shorter than a minute mostly measures that one-time cost; give the idle run 90 s or
# more to see the generator's steady idle cost.
# Usage: bench/efficiency.sh [seconds per run, default 10] [rounds, default 3] [rates, default "1000 5000 10000 30000"]
#        [connections, default 64] [send quantum, e.g. 0.25ms: each rate also with --send-quantum; default none]
#        [seconds of the idle run, default the seconds per run]
source "$(dirname "$0")/lib.sh"
seconds="${1:-10}"
rounds="${2:-3}"
rates="${3:-1000 5000 10000 30000}"
connections="${4:-64}"
quantum="${5:-}"
idle_seconds="${6:-$seconds}"
[[ -z "$quantum" || "$quantum" =~ ^[0-9.]+ms$ ]] || die "the send quantum must be a duration such as 0.25ms, not '$quantum'"
require_range "seconds per run" "$seconds" 2 300
require_range "seconds of the idle run" "$idle_seconds" 2 600
require_range "rounds" "$rounds" 1 20
require_range "connections" "$connections" 1 1000
for rate in $rates; do require_range "rate" "$rate" 1 1000000; done
require_tools nginx jq curl dotnet
build_httplab
out=$(new_out_dir efficiency)
start_nginx "$out"
url="$NGINX_URL/plaintext"
rows="$out/runs.tsv"
printf 'run\tround\trps\tgeneratorCpuSeconds\trequests\tlatenessP99Us\tcontextSwitches\tgeneratorLimited\tgeneratorJitSeconds\n' > "$rows"

# One httplab run of $run_seconds (default $seconds): $1 names it, the rest are its options; appends its row.
measure() {
    local name="$1" round="$2" dir="$out/$1-$2"
    shift 2
    /usr/bin/time -f "%w %c" -o "$dir.switches" dotnet "$HTTPLAB_DLL" load "$url" --engine raw \
        --duration "${run_seconds:-$seconds}s" --warmup 2s --out "$dir" "$@" > "$dir.txt" 2>&1 || true
    [[ -f "$dir/results.json" ]] || die "the $name run wrote no results: see $dir.txt"
    local limited
    limited=$(jq -r '.suites[0].cases[0].warnings | map(select(startswith("generatorLimitedReason"))) | length' "$dir/results.json")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$round" "$(result_metric "$dir" achievedRps)" \
        "$(result_metric "$dir" generatorCpuSeconds)" "$(result_metric "$dir" requests)" \
        "$(result_metric "$dir" sendLatenessUs.p99)" "$(awk '{ print $1 + $2 }' "$dir.switches")" "$limited" \
        "$(result_metric "$dir" generatorJitSeconds)" >> "$rows"
}

# The floor (bench/floor/loop.c) at the same rate: $1 names the httplab run it stands beside, $2 the round, $3 the
# rate (0: closed model); appends a row named floor-$1.
floor=""
if command -v cc > /dev/null; then
    floor="$out/floor-loop"
    cc -O2 -o "$floor" "$(dirname "$0")/floor/loop.c" || die "bench/floor/loop.c did not compile"
fi
measure_floor() {
    [[ -n "$floor" ]] || return 0
    local dir="$out/floor-$1-$2" host_port="${url#http://}"
    host_port="${host_port%%/*}"
    "$floor" "${host_port%:*}" "${host_port#*:}" /plaintext "$3" "$seconds" "$connections" > "$dir.txt" 2>&1 \
        || die "the floor run beside $1 failed: see $dir.txt"
    awk -v n="floor-$1" -v r="$2" '{ printf "%s\t%s\t%s\t%s\t%s\t-\t%s\t0\t0\n", n, r, $6, $8, $2, $14 }' "$dir.txt" >> "$rows"
}

for round in $(seq 1 "$rounds"); do
    echo "round $round/$rounds: closed model, open model at $rates req/s ($seconds s each), idle at 1 req/s ($idle_seconds s)" >&2
    measure closed "$round" --connections "$connections"
    measure_floor closed "$round" 0
    closed_rps=$(awk -F'\t' -v r="$round" '$1 == "closed" && $2 == r { printf "%d", 0.9 * $3 }' "$rows")
    measure open-90pct "$round" --connections "$connections" --rate "$closed_rps"
    measure_floor open-90pct "$round" "$closed_rps"
    for rate in $rates; do
        measure "open-$rate" "$round" --connections "$connections" --rate "$rate"
        measure_floor "open-$rate" "$round" "$rate"
        [[ -z "$quantum" ]] || measure "open-$rate-q$quantum" "$round" --connections "$connections" --rate "$rate" --send-quantum "$quantum"
    done
    run_seconds="$idle_seconds" measure idle "$round" --connections "$connections" --rate 1
    measure_floor idle "$round" 1
done

# The generator's cores over the last third of a run's seconds, from its load-timeseries.csv ($1).
last_third_cores() {
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "generatorCpuSeconds") c = i; next }
        { cpu[NR - 1] = $c } END { n = NR - 1; from = n - int(n / 3); for (i = from + 1; i <= n; i++) s += cpu[i];
        if (n - from > 0) printf "%.6f\n", s / (n - from) }' "$1"
}

# Column $2 of the rows of run $1, one value per round.
column() { awk -F'\t' -v r="$1" -v c="$2" '$1 == r { print $c }' "$rows"; }
per_request_us() { awk -F'\t' -v r="$1" '$1 == r && $5 > 0 { print 1e6 * $4 / $5 }' "$rows"; }
# Each round's CPU per request of run $1 over that of run $2 in the same round, the median of the rounds.
round_ratio() {
    join -t $'\t' <(awk -F'\t' -v r="$1" '$1 == r && $5 > 0 { print $2 "\t" $4 / $5 }' "$rows" | sort) \
        <(awk -F'\t' -v r="$2" '$1 == r && $5 > 0 { print $2 "\t" $4 / $5 }' "$rows" | sort) \
        | awk -F'\t' '{ print $2 / $3 }' | median
}
range() { sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.1f-%.1f", lo, hi }'; }

summary="$out/summary.md"
{
    echo "Generator cost, raw engine, $connections connections, $seconds s per run after a 2 s warm-up, median of $rounds rounds against nginx ($(nproc) cores, $(date -u +%FT%TZ))"
    echo
    echo "| run | req/s | CPU us per request (median, range) | vs closed (per round, median) | context switches per request | send lateness p99 (us) | generator-limited rounds | floor: req/s, CPU us per request | vs floor (per round, median) |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    for run in closed open-90pct $(for rate in $rates; do echo "open-$rate"; [[ -z "$quantum" ]] || echo "open-$rate-q$quantum"; done); do
        ratio=$(round_ratio "$run" closed)
        floor_cell="-"; floor_ratio="-"
        if [[ -n "$floor" ]]; then
            floor_cell=$(printf '%.0f, %.1f' "$(column "floor-$run" 3 | median)" "$(per_request_us "floor-$run" | median)")
            floor_ratio=$(printf '%.2fx' "$(round_ratio "$run" "floor-$run")")
        fi
        switches=$(awk -F'\t' -v r="$run" '$1 == r && $5 > 0 { print $7 / $5 }' "$rows" | median)
        printf '| %s | %.0f | %.1f (%s) | %.2fx | %.2f | %.0f | %d of %d | %s | %s |\n' "$run" "$(column "$run" 3 | median)" \
            "$(per_request_us "$run" | median)" "$(per_request_us "$run" | range)" "$ratio" "$switches" \
            "$(column "$run" 6 | median)" "$(column "$run" 8 | awk '{ s += $1 } END { print s }')" "$rounds" \
            "$floor_cell" "$floor_ratio"
    done
    idle_cores=$(awk -F'\t' -v s="$idle_seconds" '$1 == "idle" { print $4 / s }' "$rows" | median)
    idle_range=$(awk -F'\t' -v s="$idle_seconds" '$1 == "idle" { print $4 / s }' "$rows" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.4f-%.4f", lo, hi }')
    printf '\nIdle generator (1 req/s, %s s): %.4f cores (median; rounds %s), goal under 0.005.\n' "$idle_seconds" \
        "$idle_cores" "$idle_range"
    idle_tail=$(for round in $(seq 1 "$rounds"); do last_third_cores "$out/idle-$round/load-timeseries.csv"; done | median)
    printf 'Its last third alone (measured seconds %d-%d): %.4f cores (median of the rounds).\n' \
        "$((idle_seconds - idle_seconds / 3))" "$idle_seconds" "$idle_tail"
    printf "The runtime's JIT in the idle run (generatorJitSeconds): %.4f s of its %.4f s of CPU (medians).\n" \
        "$(column idle 9 | median)" "$(column idle 4 | median)"
    if [[ -n "$floor" ]]; then
        printf 'The floor at 1 req/s (whole process, start-up included): %.4f cores.\n' \
            "$(awk -F'\t' -v s="$seconds" '$1 == "floor-idle" { print $4 / s }' "$rows" | median)"
    fi
    echo
    echo "vs closed: each round's open-model CPU per request over the same round's closed model (goal at most 1.5x)."
    echo "floor: bench/floor/loop.c at the same rate and connections in the same round; vs floor: httplab's CPU per request over the floor's."
    echo "open-90pct: the open model at 90% of the same round's closed-model rate (goal: the schedule kept, lateness p99 under 1 ms)."
} > "$summary"
cat "$summary"
echo "raw outputs: $out" >&2
