#!/usr/bin/env bash
# A long run: the open model at 10,000 req/s against httplab's own target for 10 minutes, the generator's and the
# target's resident memory, open file descriptors and threads sampled every second from /proc. The goal: after the
# first minute every one of them stays within 10% of its own median (flat: nothing grows with the run's length). A
# count of a few threads moves by whole threads as the thread pool adds and retires workers, so beside each second's
# deviation the summary gives each minute's median: a leak shows as minutes that climb, a pool's coming and going
# does not.
# Resident memory also holds the managed heap's garbage until the first collection reclaims it. The generator allocates
# little while it runs (about 13 KB/s idle, 22-30 KB/s at 10,000 req/s) and .NET sizes the first generation's budget from
# the processor's cache (a 32 MB L3 here), so with .NET's defaults its first collection can come after the ten minutes
# and every byte it allocated stays resident: growth that a collection would undo, not a leak. So by default the
# generator runs with a 4 MB budget (DOTNET_GCgen0size=0x400000): it collects every few minutes, and what stays is
# what it keeps. `default` as the third argument runs it with .NET's defaults; either way the summary gives each
# minute's managed heap, allocations and collections beside the resident memory, from the generator's per-second CSV.
# Usage: bench/soak.sh [seconds, default 600] [rate, default 10000] [gc: bounded (default) or default]
source "$(dirname "$0")/lib.sh"
seconds="${1:-600}"
rate="${2:-10000}"
gc="${3:-bounded}"
require_range "seconds" "$seconds" 120 7200
case "$gc" in
    bounded) generator_gc=(env DOTNET_GCgen0size=0x400000) ;;
    default) generator_gc=() ;;
    *) die "the third argument is the generator's garbage collector, bounded or default, not '$gc'" ;;
esac
require_range "rate" "$rate" 1 1000000
require_tools jq dotnet
build_httplab
out=$(new_out_dir soak)
start_httplab_target "$out"
target_pid=$(pgrep -f -n "$HTTPLAB_DLL serve --exit-with-parent") || die "the target's process was not found"

echo "open model at $rate req/s for $seconds s, the generator's GC $gc; sampling both processes every second" >&2
"${generator_gc[@]}" dotnet "$HTTPLAB_DLL" load "$TARGET_URL/plaintext" --engine raw --rate "$rate" \
    --duration "${seconds}s" --warmup 5s --out "$out/run" > "$out/run.txt" 2>&1 &
generator=$!
BENCH_PIDS+=("$generator")

# One row per process and second: RSS in KiB, open descriptors, threads.
sample() {
    local name="$1" pid="$2" elapsed="$3" rss threads fds
    rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status" 2> /dev/null) || return 0
    threads=$(awk '/^Threads/ { print $2 }' "/proc/$pid/status" 2> /dev/null) || return 0
    fds=$(find "/proc/$pid/fd" -mindepth 1 -maxdepth 1 2> /dev/null | wc -l)
    [[ -n "$rss" && -n "$threads" ]] && printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$elapsed" "$rss" "$fds" "$threads"
}
samples="$out/samples.tsv"
printf 'process\telapsedSeconds\trssKiB\topenFds\tthreads\n' > "$samples"
started=$(date +%s)
while kill -0 "$generator" 2> /dev/null; do
    elapsed=$(($(date +%s) - started))
    sample generator "$generator" "$elapsed" >> "$samples"
    sample target "$target_pid" "$elapsed" >> "$samples"
    sleep 1
done
wait "$generator" || true
[[ -f "$out/run/results.json" ]] || die "the run wrote no results: see $out/run.txt"

summary="$out/summary.md"
# Samples after the measured period (the drain, then results, charts and reports written) are left out of the verdict.
measured_end=$((seconds + 5))
{
    echo "Soak: open model at $rate req/s for $seconds s against httplab's target ($(nproc) cores, $(date -u +%FT%TZ));" \
        "the generator's garbage collector: $gc${generator_gc[*]:+ (${generator_gc[*]:1})}"
    echo
    echo "| process | measure | first minute (min-max) | rest of the measured period: median | min-max | largest deviation from the median | flat within 10% | each minute's median | minutes within 10% |"
    echo "|---|---|---:|---:|---:|---:|---|---|---|"
    for process in generator target; do
        for column in 3 4 5; do
            name=$(head -1 "$samples" | cut -f "$column")
            first=$(awk -F'\t' -v p="$process" -v c="$column" 'NR > 1 && $1 == p && $2 < 60 { print $c }' "$samples" \
                | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%s-%s", lo, hi }')
            after=$(awk -F'\t' -v p="$process" -v c="$column" -v end="$measured_end" \
                'NR > 1 && $1 == p && $2 >= 60 && $2 < end { print $c }' "$samples" | sort -g)
            if [[ -z "$after" ]]; then
                printf '| %s | %s | %s | - | - | - | no samples after the first minute | - | - |\n' "$process" "$name" \
                    "$first"
                continue
            fi
            mid=$(median <<< "$after")
            minutes=""
            minutes_flat=yes
            for minute in $(seq 1 $(((measured_end - 1) / 60))); do
                of_minute=$(awk -F'\t' -v p="$process" -v c="$column" -v m="$minute" -v end="$measured_end" \
                    'NR > 1 && $1 == p && $2 >= 60 * m && $2 < 60 * (m + 1) && $2 < end { print $c }' "$samples")
                [[ -n "$of_minute" ]] || continue
                minute_median=$(median <<< "$of_minute")
                minutes+="${minutes:+ }$minute_median"
                awk -v x="$minute_median" -v m="$mid" 'BEGIN { d = (x - m) / (m ? m : 1); exit !(d > 0.10 || d < -0.10) }' \
                    && minutes_flat=NO
            done
            awk -v p="$process" -v n="$name" -v f="$first" -v m="$mid" -v mins="$minutes" -v mf="$minutes_flat" '
                NR == 1 { lo = $1 } { hi = $1; d = ($1 - m) / (m ? m : 1); if (d < 0) d = -d; if (d > worst) worst = d }
                END { printf "| %s | %s | %s | %s | %s-%s | %.1f%% | %s | %s | %s |\n", p, n, f, m, lo, hi, 100 * worst,
                    worst <= 0.10 ? "yes" : "NO", mins, mf }' <<< "$after"
        done
    done
    echo
    # Resident memory counts the managed heap's garbage until a collection reclaims it, so beside each minute's RSS the
    # generator's own figures from its per-second CSV: what it allocated, its heap, and the collections it ran.
    echo "| generator, minute | RSS median (KiB) | managed heap at the minute's end (KiB) | allocated (KiB/s) | GCs |"
    echo "|---:|---:|---:|---:|---:|"
    csv="$out/run/load-timeseries.csv"
    for minute in $(seq 0 $(((measured_end - 1) / 60))); do
        rss=$(awk -F'\t' -v m="$minute" 'NR > 1 && $1 == "generator" && int($2 / 60) == m { print $3 }' "$samples" \
            | median)
        awk -F, -v m="$minute" -v rss="$rss" '
            { sub(/\r$/, "") }
            NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
            int($column["second"] / 60) == m {
                heap = $column["generatorHeapBytes"]; allocated += $column["generatorAllocatedBytes"]; seconds++
                collections += $column["generatorCollections"] }
            END { if (seconds) printf "| %d | %s | %.0f | %.1f | %d |\n", m + 1, rss, heap / 1024,
                allocated / 1024 / seconds, collections }' "$csv"
    done
    echo
    echo "Achieved $(result_metric "$out/run" achievedRps) req/s of $rate; requests $(result_metric "$out/run" requests);" \
        "errors $(result_metric "$out/run" errors); latency p99 $(result_metric "$out/run" latencyUs.p99) us;" \
        "send lateness p99 $(result_metric "$out/run" sendLatenessUs.p99) us."
} > "$summary"
cat "$summary"
echo "raw outputs: $out" >&2
