#!/usr/bin/env bash
# HTTP/2 throughput, closed model, side by side against httplab's own target at the same connections and streams:
#   httplab load --engine httpclient|raw --http 2 --streams S  against  h2load -c C -m S
# over h2c (prior knowledge, the target's h2c port) and over TLS (h2 by ALPN, the target's HTTPS port), in alternating
# rounds so drift on a shared machine hits all three alike (goal: httplab at least 1.0x h2load's requests per second).
# Prints the median and range of the rounds and the CPU seconds per 100,000 requests.
# Usage: bench/http2.sh [seconds per run, default 10] [connections, default 4] [streams, default 16] [rounds, default 3]
source "$(dirname "$0")/lib.sh"
seconds="${1:-10}"
connections="${2:-4}"
streams="${3:-16}"
rounds="${4:-3}"
require_range "seconds per run" "$seconds" 1 120
require_range "connections" "$connections" 1 1000
[[ "$streams" =~ ^[0-9]+$ && "$streams" -ge 1 && "$streams" -le 100 ]] || die "streams must be 1 to 100 (Kestrel's limit), not '$streams'"
require_range "rounds" "$rounds" 1 20
require_tools h2load jq curl dotnet
build_httplab
out=$(new_out_dir http2)
start_httplab_target "$out"
info=$(curl -sf "$TARGET_URL/info") || die "the target did not answer /info"
declare -A urls=(
    [h2c]="$(jq -r .http2BaseAddress <<< "$info")plaintext"
    [h2]="$(jq -r .httpsBaseAddress <<< "$info")plaintext"
)
sha256=$(jq -r .certificateSha256 <<< "$info")
tools="h2load httplab-httpclient httplab-raw"
threads=$((connections < 2 ? 1 : 2))
rows="$out/runs.tsv"
printf 'protocol\ttool\tround\trps\tcpuSeconds\trequests\n' > "$rows"

# h2load's own figures over the whole run (it has no warm-up to leave out; the warm-up below runs first).
run_h2load() {
    timed "$2.cpu" "$2.txt" h2load -c "$connections" -m "$streams" -t "$threads" -D "$seconds" "$1"
    grep -q ' 0 failed, 0 errored' "$2.txt" || die "h2load had failures: see $2.txt"
    printf '%s\t%s\t%s\n' "$(awk '/^finished in/ { print $4 }' "$2.txt")" "$(cpu_seconds "$2.cpu")" "$(awk '/^requests:/ { print $8 }' "$2.txt")"
}

# httplab (engine $3) warms up for 2 s first and leaves it out; its CPU is its own measurement over the measured period.
run_httplab() {
    local trust=()
    [[ "$1" == https://* ]] && trust=(--cert-sha256 "$sha256")
    timed "$2.cpu" "$2.txt" dotnet "$HTTPLAB_DLL" load "$1" --engine "$3" --http 2 --streams "$streams" --connections "$connections" --duration "${seconds}s" --warmup 2s "${trust[@]}" --out "$2"
    printf '%s\t%s\t%s\n' "$(result_metric "$2" achievedRps)" "$(result_metric "$2" generatorCpuSeconds)" "$(result_metric "$2" requests)"
}

# The target gets 3 s of load on each protocol first, so the first round does not measure a cold JIT.
for protocol in h2c h2; do h2load -c "$connections" -m "$streams" -D 3 "${urls[$protocol]}" > /dev/null; done

for round in $(seq 1 "$rounds"); do
    for protocol in h2c h2; do
        echo "round $round/$rounds, $protocol: ${tools} (${seconds} s each, $connections connections x $streams streams)" >&2
        printf '%s\th2load\t%s\t%s\n' "$protocol" "$round" "$(run_h2load "${urls[$protocol]}" "$out/$protocol-h2load-$round")" >> "$rows"
        for tool in ${tools#h2load }; do
            printf '%s\t%s\t%s\t%s\n' "$protocol" "$tool" "$round" "$(run_httplab "${urls[$protocol]}" "$out/$protocol-$tool-$round" "${tool#httplab-}")" >> "$rows"
        done
    done
done

summary="$out/summary.md"
{
    echo "HTTP/2 against httplab's target /plaintext, closed model, $connections connections x $streams streams, $seconds s per run, median of $rounds rounds ($(nproc) cores, $(date -u +%FT%TZ))"
    echo
    echo "| protocol | tool | req/s (median) | req/s (min-max) | CPU s per 100k requests | ratio |"
    echo "|---|---|---:|---:|---:|---:|"
    for protocol in h2c h2; do
        reference=$(awk -F'\t' -v p="$protocol" '$1 == p && $2 == "h2load" { print $4 }' "$rows" | median)
        for tool in ${tools}; do
            rps=$(awk -F'\t' -v p="$protocol" -v t="$tool" '$1 == p && $2 == t { print $4 }' "$rows" | median)
            range=$(awk -F'\t' -v p="$protocol" -v t="$tool" '$1 == p && $2 == t { print $4 }' "$rows" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.0f-%.0f", lo, hi }')
            cpu=$(awk -F'\t' -v p="$protocol" -v t="$tool" '$1 == p && $2 == t && $6 > 0 { print 100000 * $5 / $6 }' "$rows" | median)
            printf '| %s | %s | %.0f | %s | %.2f | %.2fx |\n' "$protocol" "$tool" "$rps" "$range" "$cpu" "$(awk -v a="$rps" -v b="$reference" 'BEGIN { print a / b }')"
        done
    done
    echo
    echo "ratio: against h2load's median (goal >= 1.0x). CPU: h2load from /usr/bin/time over its whole run (-t $threads); httplab from its own generatorCpuSeconds over the measured period."
    echo "The target shares the machine's cores with both generators, so absolute rates say as much about the target as about the generator."
} > "$summary"
cat "$summary"
echo "raw outputs: $out" >&2
