#!/usr/bin/env bash
# What IAPMessages costs an app, measured as Apple platforms build it (IAPMESSAGES_APPLE=1), release:
# - size: FootprintProbe (one price and one message) against FootprintBaseline (the same price written
#   by Foundation alone), both stripped; the difference is what the package adds;
# - cold start: each program's first call in fresh processes (median of N), IAPMessages' first price
#   against Foundation's own first currency format, and IAPMessages' first message;
# - ICU: the probe references no ICU symbol (App Store Connect rejects those).
#
#     bash Scripts/performance/footprint.sh [processes]     (default 15)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-15}
export IAPMESSAGES_APPLE=1
scratch=.build-apple-release
swift build -q -c release --package-path Benchmarks --scratch-path "$scratch" --product FootprintProbe
swift build -q -c release --package-path Benchmarks --scratch-path "$scratch" --product FootprintBaseline
bin="$(swift build -c release --package-path Benchmarks --scratch-path "$scratch" --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
strip -o "$out/probe" "$bin/FootprintProbe"
strip -o "$out/baseline" "$bin/FootprintBaseline"

probe=$(stat -c %s "$out/probe")
baseline=$(stat -c %s "$out/baseline")
echo "stripped size: FootprintProbe $probe bytes, FootprintBaseline $baseline bytes"
awk -v p="$probe" -v b="$baseline" 'BEGIN { printf "IAPMessages adds %d bytes (%.2f MB)\n", p - b, (p - b) / 1e6 }'
size -A "$out/probe" | awk '$1 ~ /^\.(text|rodata|data|data\.rel\.ro|eh_frame)$/ { printf "  %-14s %9d bytes\n", $1, $2 }'

# Medians of the first call's nanoseconds, each in a fresh process, the programs interleaved.
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
: > "$out/price"; : > "$out/foundation"; : > "$out/message"
for _ in $(seq "$runs"); do
    "$out/baseline" | cut -d' ' -f1 >> "$out/foundation"
    "$out/probe" price | cut -d' ' -f1 >> "$out/price"
    "$out/probe" message | cut -d' ' -f1 >> "$out/message"
done
foundation=$(median < "$out/foundation"); price=$(median < "$out/price"); message=$(median < "$out/message")
echo "first call in a fresh process, median of $runs processes:"
echo "  Foundation's first currency format: $foundation ns   ($("$out/baseline" | cut -d' ' -f2-))"
echo "  IAPMessages' first price:           $price ns   ($("$out/probe" price | cut -d' ' -f2-))"
echo "  IAPMessages' first message:         $message ns   ($("$out/probe" message | cut -d' ' -f2-))"
awk -v p="$price" -v f="$foundation" 'BEGIN { printf "first price / Foundation first format = %.2fx\n", p / f }'
# The machine's speed moves every figure; against Foundation's first format, in the same run, less.
awk -v m="$message" -v f="$foundation" 'BEGIN { printf "first message / Foundation first format = %.2fx\n", m / f }'

icu="$(nm "$bin/FootprintProbe" | awk '{print $NF}' | grep -cE '^_?(swift_)?u[a-z0-9]*_[A-Za-z]|icu_?[0-9]+|icudt' || true)"
echo "ICU symbols in FootprintProbe: $icu"
[ "$icu" = 0 ] || { echo "the Apple configuration's release build references ICU" >&2; exit 1; }
