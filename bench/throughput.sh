#!/usr/bin/env bash
# Maximum throughput, closed model, side by side against the same server and connection count:
#   httplab --engine raw        against wrk (goal: at least 1.0x wrk's requests per second)
#   httplab --engine httpclient against hey (goal: at least 1.5x hey's)
# against nginx serving a 13-byte static file and against httplab's own /plaintext, in alternating rounds so drift on a
# shared machine hits every tool alike. Prints the median of the rounds, the ratio pair by pair (each round's httplab run
# over the reference tool's run beside it) and the CPU per request of each tool's whole process (GNU time), so every
# tool pays for its own start-up: httplab runs without a warm-up here, as wrk and hey do.
# Usage: bench/throughput.sh [seconds per run, default 10] [connections, default 64] [rounds, default 5]
source "$(dirname "$0")/lib.sh"
seconds="${1:-10}"
connections="${2:-64}"
rounds="${3:-5}"
require_range "seconds per run" "$seconds" 1 120
require_range "connections" "$connections" 1 1000
require_range "rounds" "$rounds" 1 20
require_tools wrk hey nginx jq curl dotnet
build_httplab
out=$(new_out_dir throughput)
start_nginx "$out"
start_httplab_target "$out"
declare -A servers=([nginx]="$NGINX_URL/plaintext" [httplab]="$TARGET_URL/plaintext")
rows="$out/runs.tsv"
printf 'server\ttool\tround\trps\tcpuSeconds\trequests\n' > "$rows"

# Each run records: requests per second, the whole process's CPU seconds (GNU time) and the requests it made.
run_wrk() {
    timed "$2.cpu" "$2.txt" wrk -t2 -c"$connections" -d"${seconds}s" "$1"
    local requests
    requests=$(awk '/requests in/ { print $1 }' "$2.txt")
    printf '%s\t%s\t%s\n' "$(awk '/^Requests\/sec/ { print $2 }' "$2.txt")" "$(cpu_seconds "$2.cpu")" "$requests"
}

run_hey() {
    timed "$2.cpu" "$2.txt" hey -z "${seconds}s" -c "$connections" "$1"
    local rps
    rps=$(awk '/Requests\/sec/ { print $2 }' "$2.txt")
    printf '%s\t%s\t%s\n' "$rps" "$(cpu_seconds "$2.cpu")" "$(awk -v r="$rps" -v s="$seconds" 'BEGIN { printf "%d", r * s }')"
}

# httplab without a warm-up, like wrk and hey: its requests and rate are over the whole run, its CPU the whole process's.
run_httplab() {
    timed "$3.cpu" "$3.txt" dotnet "$HTTPLAB_DLL" load "$1" --engine "$2" --connections "$connections" --duration "${seconds}s" --warmup 0s --out "$3"
    printf '%s\t%s\t%s\n' "$(result_metric "$3" achievedRps)" "$(cpu_seconds "$3.cpu")" "$(result_metric "$3" requests)"
}

# Both servers get 3 s of load first, so the first round does not measure a cold JIT.
for server in nginx httplab; do wrk -t2 -c"$connections" -d3s "${servers[$server]}" > /dev/null; done

for round in $(seq 1 "$rounds"); do
    for server in nginx httplab; do
        url="${servers[$server]}"
        echo "round $round/$rounds, $server: wrk, httplab raw, hey, httplab httpclient (${seconds} s each, $connections connections)" >&2
        printf '%s\twrk\t%s\t%s\n' "$server" "$round" "$(run_wrk "$url" "$out/$server-wrk-$round")" >> "$rows"
        printf '%s\thttplab-raw\t%s\t%s\n' "$server" "$round" "$(run_httplab "$url" raw "$out/$server-raw-$round")" >> "$rows"
        printf '%s\they\t%s\t%s\n' "$server" "$round" "$(run_hey "$url" "$out/$server-hey-$round")" >> "$rows"
        printf '%s\thttplab-httpclient\t%s\t%s\n' "$server" "$round" "$(run_httplab "$url" httpclient "$out/$server-httpclient-$round")" >> "$rows"
    done
done

summary="$out/summary.md"
{
    echo "Closed model, $connections connections, $seconds s per run, median of $rounds rounds ($(nproc) cores, $(date -u +%FT%TZ))"
    echo
    echo "| server | tool | req/s (median) | req/s (min-max) | CPU us per request (median) | req/s ratio (pairs' median) | CPU per request ratio (pairs' median) |"
    echo "|---|---|---:|---:|---:|---:|---:|"
    for server in nginx httplab; do
        for pair in "wrk httplab-raw" "hey httplab-httpclient"; do
            read -r reference ours <<< "$pair"
            for tool in $reference $ours; do
                rps=$(awk -F'\t' -v s="$server" -v t="$tool" '$1 == s && $2 == t { print $4 }' "$rows" | median)
                range=$(awk -F'\t' -v s="$server" -v t="$tool" '$1 == s && $2 == t { print $4 }' "$rows" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.0f-%.0f", lo, hi }')
                cpu=$(awk -F'\t' -v s="$server" -v t="$tool" '$1 == s && $2 == t && $6 > 0 { print 1e6 * $5 / $6 }' "$rows" | median)
                # Round by round: this tool's run over the reference's run of the same round.
                pairs() {
                    join -t $'\t' <(awk -F'\t' -v s="$server" -v t="$tool" '$1 == s && $2 == t && $6 > 0 { print $3 "\t" $4 "\t" $5 / $6 }' "$rows" | sort) \
                        <(awk -F'\t' -v s="$server" -v t="$reference" '$1 == s && $2 == t && $6 > 0 { print $3 "\t" $4 "\t" $5 / $6 }' "$rows" | sort)
                }
                rps_ratio=$(pairs | awk -F'\t' '{ print $2 / $4 }' | median)
                cpu_ratio=$(pairs | awk -F'\t' '{ print $3 / $5 }' | median)
                printf '| %s | %s | %.0f | %s | %.2f | %.2fx | %.2fx |\n' "$server" "$tool" "$rps" "$range" "$cpu" "$rps_ratio" "$cpu_ratio"
            done
        done
    done
    echo
    echo "ratios: against wrk for httplab-raw (goal: req/s at least 1.0x, CPU per request at most 1.0x), against hey for"
    echo "httplab-httpclient (goal: req/s at least 1.5x); each is the median over the rounds of the pair run side by side."
    echo "CPU: every tool's whole process from /usr/bin/time (user + system), start-up included, over the requests it made."
} > "$summary"
cat "$summary"
echo "raw outputs: $out" >&2
