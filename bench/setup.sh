#!/usr/bin/env bash
# Installs what the bench/ scripts compare HttpLab with, from Debian's packages: wrk, hey, nginx, h2load; and jq, GNU time, curl,
# openssl (bench/https.sh makes its certificate with it).
set -euo pipefail
packages=(wrk hey nginx-light nghttp2-client jq time curl openssl)
missing=()
for package in "${packages[@]}"; do dpkg -s "$package" > /dev/null 2>&1 || missing+=("$package"); done
if ((${#missing[@]} > 0)); then
    sudo_cmd=()
    [[ $(id -u) == 0 ]] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi
echo "bench tools: $(wrk --version 2>&1 | head -1 | cut -c1-40); hey $(dpkg -s hey | awk '/^Version/ { print $2 }'); $(nginx -v 2>&1)"
