#!/usr/bin/env bash
# Memory and cost per distinct locale ID, as a server formatting for each client's Accept-Language sees
# them: every surface of Benchmarks/LocaleMemoryProbe over N distinct IDs of each family, on the ICU
# backend (the default Linux build) and the Apple configuration (IAPMESSAGES_APPLE=1), release.
#
#     bash Scripts/performance/locale_memory.sh [count]      (default 1000000)
#
# Growth is resident memory after the N IDs minus before (after 1,000 warm-up calls); "known" formats
# one ID N times, the floor the others compare with.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-1000000}
for backend in icu apple; do
    if [ "$backend" = apple ]; then export IAPMESSAGES_APPLE=1; scratch=.build-apple-release; else unset IAPMESSAGES_APPLE; scratch=.build-release; fi
    swift build -q -c release --package-path Benchmarks --scratch-path "$scratch" --product LocaleMemoryProbe
    bin="$(swift build -c release --package-path Benchmarks --scratch-path "$scratch" --show-bin-path)/LocaleMemoryProbe"
    echo "== $backend backend"
    "$bin" list "$count" known
    for family in private keyword language; do
        for surface in list relative duration date plural price message; do
            "$bin" "$surface" "$count" "$family"
        done
    done
done
