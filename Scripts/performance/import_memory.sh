#!/usr/bin/env bash
# Peak memory and time of `msgc import` migrating one large Localizable.strings (release build):
# N entries of a commented string with two printf arguments, as an app's table reads.
#
#     bash Scripts/performance/import_memory.sh [count…]      (default 10000 100000 300000)
#
# Prints the peak resident memory (/usr/bin/time), and per entry and per MB of input.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ $# -gt 0 ]; then counts=("$@"); else counts=(10000 100000 300000); fi
swift build -q -c release --product msgc
msgc="$(swift build -c release --show-bin-path)/msgc"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for count in "${counts[@]}"; do
    mkdir -p "$work/$count/en.lproj" "$work/$count/out"
    python3 - "$count" "$work/$count/en.lproj/Localizable.strings" <<'PY'
import sys
count, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w") as f:
    for i in range(count):
        f.write(f'/* Label number {i} shown on screen {i % 50} */\n"key.number.{i}" = "Purchase item {i} for %@ now, with %d points";\n')
PY
    bytes=$(wc -c < "$work/$count/en.lproj/Localizable.strings")
    /usr/bin/time -f "%M %e" -o "$work/time" "$msgc" import "$work/$count/en.lproj/Localizable.strings" --into "$work/$count/out" > /dev/null
    read -r kb seconds < "$work/time"
    awk -v n="$count" -v kb="$kb" -v s="$seconds" -v b="$bytes" 'BEGIN {
        printf "%7d entries (%5.1f MB): peak %6.0f MB, %4.1f KB per entry, %3.0f MB per MB of input, %5.2f s\n",
            n, b / 1048576, kb / 1024, kb / n, (kb / 1024) / (b / 1048576), s }'
    rm -rf "$work/$count"
done
