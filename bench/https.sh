#!/usr/bin/env bash
# Maximum throughput over HTTPS, closed model, side by side against nginx with TLS at the same connection count:
#   httplab load --engine raw (SslStream)  against  wrk -t2 (OpenSSL)
# in alternating rounds so drift on a shared machine hits both alike. Both keep their connections for the whole run, so
# this measures encrypted requests, not handshakes. wrk never checks a certificate; httplab pins nginx's self-signed one
# by its thumbprint (--cert-sha256), which costs a check per handshake only. Prints the median and range of the rounds and the CPU seconds per 100,000 requests.
# Usage: bench/https.sh [seconds per run, default 10] [connections, default 64] [rounds, default 3]
source "$(dirname "$0")/lib.sh"
seconds="${1:-10}"
connections="${2:-64}"
rounds="${3:-3}"
require_range "seconds per run" "$seconds" 1 120
require_range "connections" "$connections" 1 1000
require_range "rounds" "$rounds" 1 20
require_tools wrk nginx openssl jq curl dotnet
build_httplab
out=$(new_out_dir https)
start_nginx_https "$out"
url="$NGINX_HTTPS_URL/plaintext"
rows="$out/runs.tsv"
printf 'tool\tround\trps\tcpuSeconds\trequests\n' > "$rows"

run_wrk() {
    timed "$1.cpu" "$1.txt" wrk -t2 -c"$connections" -d"${seconds}s" "$url"
    printf '%s\t%s\t%s\n' "$(awk '/^Requests\/sec/ { print $2 }' "$1.txt")" "$(cpu_seconds "$1.cpu")" "$(awk '/requests in/ { print $1 }' "$1.txt")"
}

# httplab warms up for 2 s first and leaves it out; its CPU is its own measurement over the measured period only.
run_httplab() {
    timed "$1.cpu" "$1.txt" dotnet "$HTTPLAB_DLL" load "$url" --engine raw --cert-sha256 "$NGINX_HTTPS_SHA256" --connections "$connections" --duration "${seconds}s" --warmup 2s --out "$1"
    printf '%s\t%s\t%s\n' "$(result_metric "$1" achievedRps)" "$(result_metric "$1" generatorCpuSeconds)" "$(result_metric "$1" requests)"
}

# nginx gets 3 s of load first, so the first round does not measure a cold server.
wrk -t2 -c"$connections" -d3s "$url" > /dev/null

for round in $(seq 1 "$rounds"); do
    echo "round $round/$rounds: wrk, httplab raw (${seconds} s each, $connections connections, https)" >&2
    printf 'wrk\t%s\t%s\n' "$round" "$(run_wrk "$out/wrk-$round")" >> "$rows"
    printf 'httplab-raw\t%s\t%s\n' "$round" "$(run_httplab "$out/raw-$round")" >> "$rows"
done

summary="$out/summary.md"
{
    echo "HTTPS (TLS, HTTP/1.1) against nginx, closed model, $connections connections, $seconds s per run, median of $rounds rounds ($(nproc) cores, $(date -u +%FT%TZ))"
    echo
    echo "| tool | req/s (median) | req/s (min-max) | CPU s per 100k requests | ratio |"
    echo "|---|---:|---:|---:|---:|"
    wrk_rps=$(awk -F'\t' '$1 == "wrk" { print $3 }' "$rows" | median)
    for tool in wrk httplab-raw; do
        rps=$(awk -F'\t' -v t="$tool" '$1 == t { print $3 }' "$rows" | median)
        range=$(awk -F'\t' -v t="$tool" '$1 == t { print $3 }' "$rows" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.0f-%.0f", lo, hi }')
        cpu=$(awk -F'\t' -v t="$tool" '$1 == t && $5 > 0 { print 100000 * $4 / $5 }' "$rows" | median)
        printf '| %s | %.0f | %s | %.2f | %.2fx |\n' "$tool" "$rps" "$range" "$cpu" "$(awk -v a="$rps" -v b="$wrk_rps" 'BEGIN { print a / b }')"
    done
    echo
    echo "ratio: against wrk's median. CPU: wrk from /usr/bin/time over its whole run; httplab from its own generatorCpuSeconds over the measured period."
} > "$summary"
cat "$summary"
echo "raw outputs: $out" >&2
