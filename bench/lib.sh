# Shared by the bench/ scripts: builds httplab once, starts and stops the servers, runs a tool under /usr/bin/time.
# Every server listens on 127.0.0.1 only; every load is bounded by a duration.
set -euo pipefail

BENCH_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HTTPLAB_DIR="$(mktemp -d /tmp/httplab-bench-XXXXXX)"
HTTPLAB_DLL="$HTTPLAB_DIR/httplab.dll"
BENCH_PIDS=()

die() { echo "bench: error: $*" >&2; exit 2; }

require_tools() {
    local missing=()
    for tool in "$@"; do command -v "$tool" > /dev/null || missing+=("$tool"); done
    ((${#missing[@]} == 0)) || die "missing ${missing[*]}: run bench/setup.sh first"
}

# Publishes httplab (ReadyToRun, as ./httplab runs it) to a folder of this bench run's own, so a build in the
# repository meanwhile cannot change it.
build_httplab() {
    echo "Building httplab (Release)..." >&2
    dotnet publish "$BENCH_ROOT/src/HttpLab.Cli" -c Release -nologo -v quiet -o "$HTTPLAB_DIR" > "$HTTPLAB_DIR.build.log" 2>&1 \
        || { tail -20 "$HTTPLAB_DIR.build.log" >&2; die "the build failed"; }
}

httplab() { dotnet "$HTTPLAB_DLL" "$@"; }

# A new folder for this bench run's raw outputs: results/bench-<UTC timestamp>-<name>.
new_out_dir() {
    local dir
    dir="$BENCH_ROOT/results/bench-$(date -u +%Y%m%dT%H%M%SZ)-$1"
    [[ ! -e "$dir" ]] || die "$dir already exists"
    mkdir -p "$dir"
    echo "$dir"
}

stop_servers() {
    for pid in "${BENCH_PIDS[@]}"; do kill "$pid" 2> /dev/null || true; done
    for pid in "${BENCH_PIDS[@]}"; do wait "$pid" 2> /dev/null || true; done
    BENCH_PIDS=()
    rm -rf "$HTTPLAB_DIR" "$HTTPLAB_DIR.build.log"
}
trap stop_servers EXIT
trap 'exit 130' INT TERM

# Starts `httplab serve` on a free loopback port and sets TARGET_URL once it is ready. The target serves while its stdin
# is open: this shell holds a FIFO's writing end, so the target stops when the script ends, however it ends.
start_httplab_target() {
    local log="$1/target.log" fifo="$1/target.stdin"
    mkfifo "$fifo"
    httplab serve --exit-with-parent < "$fifo" > "$log" 2>&1 &
    BENCH_PIDS+=($!)
    exec {TARGET_STDIN}> "$fifo"
    for _ in $(seq 1 200); do
        if grep -q "listening on" "$log"; then
            TARGET_URL=$(grep -o "http://127.0.0.1:[0-9]*" "$log" | head -1)
            return
        fi
        sleep 0.1
    done
    die "the httplab target did not start: see $log"
}

# Starts nginx from Debian's package serving /plaintext (the same 13 bytes as httplab's) on a free loopback port;
# sets NGINX_URL once it answers.
start_nginx() {
    local dir="$1/nginx" port
    port=$(free_port)
    launch_nginx "$dir" "" "listen 127.0.0.1:$port;" "http://127.0.0.1:$port"
    NGINX_URL="http://127.0.0.1:$port"
}

# Writes $1/nginx.conf serving $1/html (with /plaintext) with the http-level lines $2 and the server-level lines $3,
# starts nginx and waits until $4/plaintext answers.
launch_nginx() {
    local dir="$1" http_lines="$2" server_lines="$3" url="$4"
    mkdir -p "$dir/html"
    printf 'Hello, World!' > "$dir/html/plaintext"
    cat > "$dir/nginx.conf" <<CONF
worker_processes auto;
pid $dir/nginx.pid;
error_log $dir/error.log;
daemon off;
events { worker_connections 4096; }
http {
    access_log off;
    default_type text/plain;
    keepalive_requests 1000000;
    $http_lines
    server {
        $server_lines
        root $dir/html;
    }
}
CONF
    nginx -c "$dir/nginx.conf" -p "$dir" > "$dir/stdout.log" 2>&1 &
    BENCH_PIDS+=($!)
    for _ in $(seq 1 100); do
        curl -sfk "$url/plaintext" > /dev/null 2>&1 && return
        sleep 0.1
    done
    die "nginx did not start: see $dir/error.log"
}

# Dies unless $2 (named $1) is a whole number from $3 to $4.
require_range() {
    [[ "$2" =~ ^[0-9]+$ && "$2" -ge "$3" && "$2" -le "$4" ]] || die "$1 must be $3 to $4, not '$2'"
}

free_port() {
    local port
    while :; do
        port=$((20000 + RANDOM % 20000))
        (echo > "/dev/tcp/127.0.0.1/$port") 2> /dev/null || { echo "$port"; return; }
    done
}

# Runs a command under /usr/bin/time; writes "user system" CPU seconds to $1 and the command's output to $2.
timed() {
    local cpu_file="$1" out_file="$2"
    shift 2
    /usr/bin/time -f "%U %S" -o "$cpu_file" "$@" > "$out_file" 2>&1
}

cpu_seconds() { awk '{ printf "%.3f", $1 + $2 }' "$1"; }

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The first case of an httplab results folder: metric $2 (a number, or a distribution's field such as latencyUs.p99).
result_metric() { jq -r ".suites[0].cases[0].metrics.$2" "$1/results.json"; }

# Starts nginx serving /plaintext over HTTPS (HTTP/1.1, TLS session cache and tickets on) on a free loopback port, with
# an ECDSA P-256 certificate for localhost and 127.0.0.1 made by openssl in this run's folder; sets NGINX_HTTPS_URL and
# NGINX_HTTPS_SHA256 (the certificate's thumbprint, for httplab load --cert-sha256) once it answers.
start_nginx_https() {
    local dir="$1/nginx-https" port
    port=$(free_port)
    mkdir -p "$dir"
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj "/CN=localhost" \
        -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" -keyout "$dir/key.pem" -out "$dir/cert.pem" \
        > "$dir/openssl.log" 2>&1 || die "openssl could not make a certificate: see $dir/openssl.log"
    launch_nginx "$dir" "ssl_session_cache shared:SSL:10m; ssl_session_tickets on;" \
        "listen 127.0.0.1:$port ssl; ssl_certificate $dir/cert.pem; ssl_certificate_key $dir/key.pem;" \
        "https://127.0.0.1:$port"
    NGINX_HTTPS_URL="https://127.0.0.1:$port"
    NGINX_HTTPS_SHA256=$(openssl x509 -in "$dir/cert.pem" -noout -fingerprint -sha256 | cut -d= -f2)
}
