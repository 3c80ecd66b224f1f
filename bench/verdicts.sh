#!/usr/bin/env bash
# Do HttpLab's verdicts hold up? Two measurements of the verdicts themselves, against httplab's own target.
#
#   bench/verdicts.sh repeat PAIRS STUDY-ARGS...
#       Runs `httplab run STUDY-ARGS` twice back to back, PAIRS times, and counts the time verdicts ("Time vs
#       baseline") that agree between the two runs of a pair, those that flip direction (faster <-> slower), and the
#       groups whose A/A control withheld their verdicts. Example: bench/verdicts.sh repeat 5 json --sizes 10,1000
#
#   bench/verdicts.sh compare PAIRS STUDY-ARGS...
#       Runs `httplab run STUDY-ARGS` twice back to back, PAIRS times, compares the two runs of each pair with
#       `httplab compare` and counts its verdicts on the same build: every distribution statistic (the cancel and load
#       studies' p50, p90, p99 and mean) and every case's time that is not same is a difference no change made.
#       Example: bench/verdicts.sh compare 2 cancel
#
#   bench/verdicts.sh power RUNS SIZE PATTERN "FACTORS"
#       Slows PATTERN of the json study down by each factor on purpose (HTTPLAB_BENCH_SLOWDOWN), RUNS runs each at one
#       payload SIZE, and counts how often its verdict is slower: the power curve of the verdicts.
#       Example: bench/verdicts.sh power 10 1000 GetStringAsync "1.05 1.10 1.25 1.5"
#
# Each run is a quick-profile run of its own (a process, a target); nothing else should run on the machine meanwhile.
source "$(dirname "$0")/lib.sh"
export LC_ALL=C # join and sort must collate alike
mode="${1:-}"
[[ "$mode" == repeat || "$mode" == compare || "$mode" == power ]] \
    || die "the first argument must be 'repeat', 'compare' or 'power' (see the usage at the top of $0)"
shift
require_tools jq dotnet

# Every time verdict of a run, a line each: "suite|case|parameters<TAB>verdict"; with --runtimes, each runtime's
# verdict against the baseline runtime too ("suite|case|parameters,vs=RUNTIME<TAB>verdict").
verdicts() {
    jq -r '.suites[] | .name as $suite
        | (.cases[] | select(.ratioVerdict != null)
            | "\($suite)|\(.name)|\(.parameters | to_entries | map("\(.key)=\(.value)") | join(","))\t\(.ratioVerdict)"),
          ((.runtimes.rows // [])[] | . as $row | .cells[] | select(.verdict != null)
            | "\($suite)|\($row.case)|\($row.parameters | to_entries | map("\(.key)=\(.value)") | join(",")),vs=\(.runtime)\t\(.verdict)")' \
        "$1/results.json" | sort
}

# "groups-with-a-control withheld-groups" of a run.
controls() {
    jq -r '[.suites[] | .name as $suite | .cases[] | select(.controlInterval != null) | "\($suite)|\(.parameters)"] as $groups
        | [.suites[] | .name as $suite | .cases[] | select(.ratioVerdict == "withheld") | "\($suite)|\(.parameters)"] | unique
        | "\($groups | length) \(length)"' "$1/results.json"
}

# The median of the sorted numbers on standard input, a line each.
median() { awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

run_httplab() { # folder, then httplab run's arguments
    local folder="$1"
    shift
    local started=$SECONDS
    httplab run "$@" --out "$folder" > "$folder.txt" 2>&1 || true
    [[ -f "$folder/results.json" ]] || die "the run wrote no results: see $folder.txt"
    echo "$((SECONDS - started))"
}

repeat() {
    local pairs="$1"
    shift
    require_range pairs "$pairs" 1 50
    (($# > 0)) || die "name the study and its options to repeat, such as: json --sizes 10,1000"
    build_httplab
    local out summary
    out=$(new_out_dir verdicts-repeat)
    summary="$out/summary.md"
    {
        echo "Verdict repeatability: httplab run $* twice back to back, $pairs pairs ($(nproc) cores, $(date -u +%FT%TZ))"
        echo
        echo "| pair | run seconds | verdicts | agree | flips | differ | A/A withheld (run 1, run 2) |"
        echo "|---:|---|---:|---:|---:|---|---|"
    } > "$summary"
    local total=0 agreed=0 flipped=0 groups=0 withheld=0
    for pair in $(seq 1 "$pairs"); do
        echo "pair $pair of $pairs" >&2
        local first="$out/pair-$pair-a" second="$out/pair-$pair-b" seconds_a seconds_b
        seconds_a=$(run_httplab "$first" "$@")
        seconds_b=$(run_httplab "$second" "$@")
        local joined
        joined=$(join -t $'\t' <(verdicts "$first") <(verdicts "$second"))
        local count agree flips differ
        count=$(grep -c . <<< "$joined" || true)
        agree=$(awk -F'\t' '$2 == $3' <<< "$joined" | grep -c . || true)
        flips=$(awk -F'\t' '($2 == "faster" && $3 == "slower") || ($2 == "slower" && $3 == "faster")' <<< "$joined" | grep -c . || true)
        differ=$(awk -F'\t' '$2 != $3 { split($1, key, "|"); printf "%s%s %s: %s -> %s", sep, key[2], key[3], $2, $3; sep = "; " }' <<< "$joined")
        local groups_a withheld_a groups_b withheld_b
        read -r groups_a withheld_a <<< "$(controls "$first")"
        read -r groups_b withheld_b <<< "$(controls "$second")"
        echo "| $pair | $seconds_a, $seconds_b | $count | $agree | $flips | ${differ:--} | $withheld_a of $groups_a, $withheld_b of $groups_b |" >> "$summary"
        total=$((total + count)) agreed=$((agreed + agree)) flipped=$((flipped + flips))
        groups=$((groups + groups_a + groups_b)) withheld=$((withheld + withheld_a + withheld_b))
    done
    {
        echo
        awk -v t="$total" -v a="$agreed" -v f="$flipped" -v g="$groups" -v w="$withheld" 'BEGIN {
            printf "Agreement: %d of %d verdicts (%.1f%%); flips: %d. A/A controls same: %d of %d groups (%.1f%%).\n",
                a, t, t ? 100 * a / t : 0, f, g - w, g, g ? 100 * (g - w) / g : 0
        }'
    } >> "$summary"
    cat "$summary"
}

# "same faster slower unknown" counts of a compare.json's distribution statistics, then of its cases' times.
compare_counts() {
    jq -r '[.distributions[].statistics[].verdict] as $statistics | [.cases[].verdict] as $cases
        | [($statistics, $cases) | [map(select(. == "same")), map(select(. == "faster")),
            map(select(. == "slower")), map(select(. == "unknown"))] | map(length) | join(" ")] | join("\t")' "$1"
}

compare() {
    local pairs="$1"
    shift
    require_range pairs "$pairs" 1 50
    (($# > 0)) || die "name the study and its options to compare, such as: cancel"
    build_httplab
    local out summary
    out=$(new_out_dir verdicts-compare)
    summary="$out/summary.md"
    {
        echo "The same build compared with itself: httplab run $* twice back to back, $pairs pairs, httplab compare (same, faster, slower, unknown) ($(nproc) cores, $(date -u +%FT%TZ))"
        echo
        echo "| pair | run seconds | distribution statistics | case times | not same |"
        echo "|---:|---|---|---|---|"
    } > "$summary"
    for pair in $(seq 1 "$pairs"); do
        echo "pair $pair of $pairs" >&2
        local first="$out/pair-$pair-a" second="$out/pair-$pair-b" seconds_a seconds_b
        seconds_a=$(run_httplab "$first" "$@")
        seconds_b=$(run_httplab "$second" "$@")
        httplab compare "$first" "$second" --out "$out/pair-$pair-compare" > "$out/pair-$pair-compare.txt" 2>&1 || true
        [[ -f "$out/pair-$pair-compare/compare.json" ]] || die "the compare wrote nothing: see $out/pair-$pair-compare.txt"
        local statistics cases differ
        IFS=$'\t' read -r statistics cases <<< "$(compare_counts "$out/pair-$pair-compare/compare.json")"
        differ=$(jq -r '[(.distributions[] | . as $d | .statistics[] | select(.verdict == "faster" or .verdict == "slower")
                | "\($d.case) \($d.metric) \(.statistic) \(.verdict) \((.ratio // 0) * 1000 | round / 1000)"),
            (.cases[] | select(.verdict == "faster" or .verdict == "slower") | "\(.case) \(.verdict)")] | join("; ")' \
            "$out/pair-$pair-compare/compare.json")
        echo "| $pair | $seconds_a, $seconds_b | $statistics | $cases | ${differ:--} |" >> "$summary"
    done
    cat "$summary"
}

power() {
    local runs="$1" size="$2" pattern="$3" factors="$4"
    require_range runs "$runs" 1 100
    require_range size "$size" 1 100000
    [[ -n "$pattern" ]] || die "name the json pattern to slow down, such as GetStringAsync"
    for factor in $factors; do [[ "$factor" =~ ^[0-9]+(\.[0-9]+)?$ ]] || die "'$factor' is not a slowdown factor"; done
    build_httplab
    local out summary
    out=$(new_out_dir verdicts-power)
    summary="$out/summary.md"
    {
        echo "Verdict power: $pattern slowed down on purpose, json at size $size, $runs runs a factor ($(nproc) cores, $(date -u +%FT%TZ))"
        echo
        echo "| slowdown | slower | same | faster | withheld | ratio measured: median (min-max) | detectable difference: median |"
        echo "|---:|---:|---:|---:|---:|---|---:|"
    } > "$summary"
    for factor in $factors; do
        local verdict_file="$out/factor-$factor.tsv"
        : > "$verdict_file"
        for run in $(seq 1 "$runs"); do
            echo "slowdown $factor, run $run of $runs" >&2
            local folder="$out/factor-$factor-run-$run"
            HTTPLAB_BENCH_SLOWDOWN="$pattern=$factor" run_httplab "$folder" json --sizes "$size" > /dev/null
            jq -r --arg pattern "$pattern" '.suites[].cases[] | select(.name == $pattern)
                | "\(.ratioVerdict)\t\(.ratioInterval.ratio // "nan")\t\(.ratioInterval.detectable // "nan")"' \
                "$folder/results.json" >> "$verdict_file"
        done
        local ratios detectable
        ratios=$(cut -f2 "$verdict_file" | sort -g)
        detectable=$(cut -f3 "$verdict_file" | sort -g)
        printf '| %sx | %d | %d | %d | %d | %s (%s-%s) | %s |\n' "$factor" \
            "$(grep -c '^slower' "$verdict_file")" "$(grep -c '^same' "$verdict_file")" \
            "$(grep -c '^faster' "$verdict_file")" "$(grep -c '^withheld' "$verdict_file")" \
            "$(median <<< "$ratios" | xargs printf '%.3f')" "$(head -1 <<< "$ratios" | xargs printf '%.3f')" \
            "$(tail -1 <<< "$ratios" | xargs printf '%.3f')" "$(median <<< "$detectable" | xargs printf '%.3f')" >> "$summary"
    done
    cat "$summary"
}

"$mode" "$@"
