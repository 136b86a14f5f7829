#!/usr/bin/env bash
# The runtime as an iOS app gets it references no ICU: App Store Connect rejects binaries that do
# (ITMS-90338, "non-public API usage": _ucurr_forLocale, _uloc_canonicalize, …).
#
# Builds the example app (Examples/ShopApp: the runtime, the generated message types and the build
# plugin's output, a debug build that keeps every symbol a release build might strip) with
# IAPMESSAGES_APPLE=1, the configuration Apple
# platforms use, then fails on any ICU C or C++ symbol the executables define or import, and on any
# ICU library they load. msgc itself, a tool on the developer's machine, may use ICU and is not checked.
set -euo pipefail
cd "$(dirname "$0")/../.."
export IAPMESSAGES_APPLE=1

# ICU's C API: u_strlen, uloc_…, unumf_…, ures_… (plain, with ICU's version suffix, _72, or with the
# swift_ prefix of the ICU inside Linux's Foundation); its C++
# API: icu_72::…; and its data.
icu_symbol='^_?(swift_)?u[a-z0-9]*_[A-Za-z]|icu_?[0-9]+|icudt'

check() {
    local binary=$1 found
    [ -x "$binary" ] || { echo "no executable $binary" >&2; exit 1; }
    found="$(nm "$binary" | awk '{print $NF}' | grep -E "$icu_symbol" || true)"
    if [ -n "$found" ]; then
        echo "$binary references ICU symbols:" >&2
        echo "$found" | head -20 >&2
        exit 1
    fi
    found="$(readelf -d "$binary" | grep -iE 'NEEDED.*icu' || true)"
    if [ -n "$found" ]; then
        echo "$binary loads an ICU library:" >&2
        echo "$found" >&2
        exit 1
    fi
    echo "$binary: $(nm -u "$binary" | wc -l) imported symbols, none from ICU; no ICU library needed"
}

swift build -q --package-path Examples/ShopApp --scratch-path .build-apple-example
check "$(swift build --package-path Examples/ShopApp --scratch-path .build-apple-example --show-bin-path)/ShopApp"
# The release build an app ships is checked by Scripts/performance/footprint.sh, on its probe.
