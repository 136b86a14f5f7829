#!/usr/bin/env bash
# How generated code scales: msgc compile time and release-build time of the generated Swift for
# synthetic catalogs of 2,000 and 8,000 messages in 30 locales.
#
#     bash Scripts/performance/scale_benchmark.sh [work-dir]
#
# The generated file is compiled in a scratch package that depends on this one's IAPMessagesCore;
# dependencies are built first, so the timed build compiles the generated file alone.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
swift build -c release --package-path "$root" --product msgc >/dev/null
msgc="$(swift build -c release --package-path "$root" --show-bin-path)/msgc"

for messages in 2000 8000; do
    catalogs="$work/catalogs-$messages"
    package="$work/package-$messages"
    rm -rf "$catalogs" "$package"
    python3 "$root/Scripts/performance/synthetic_catalogs.py" --messages "$messages" --output "$catalogs"
    mkdir -p "$package/Sources/ScaleMessages"
    cat > "$package/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "ScaleCheck",
    dependencies: [.package(name: "IAPMessages", path: "$root")],
    targets: [.target(name: "ScaleMessages", dependencies: [.product(name: "IAPMessagesCore", package: "IAPMessages")])],
    swiftLanguageModes: [.v6]
)
MANIFEST
    echo "// placeholder" > "$package/Sources/ScaleMessages/Messages.swift"
    swift build -c release --package-path "$package" >/dev/null 2>&1   # dependencies, untimed

    start=$(date +%s.%N)
    "$msgc" compile "$catalogs" --output "$package/Sources/ScaleMessages/Messages.swift" --quiet
    end=$(date +%s.%N)
    compile=$(echo "$end - $start" | bc)

    start=$(date +%s.%N)
    swift build -c release --package-path "$package" >"$work/build-$messages.log" 2>&1 || { cat "$work/build-$messages.log"; exit 1; }
    end=$(date +%s.%N)
    build=$(echo "$end - $start" | bc)
    size=$(wc -c < "$package/Sources/ScaleMessages/Messages.swift")
    printf '%5d messages x 30 locales: msgc compile %6.2f s, generated %6.1f MB, swift build -c release %6.1f s\n' \
        "$messages" "$compile" "$(echo "$size / 1000000" | bc -l)" "$build"
done
