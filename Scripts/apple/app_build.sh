#!/usr/bin/env bash
# What an app builds when it adds the IAPMessages library and nothing else: a new package with one
# executable target (a paywall's price and message) that depends on the `IAPMessages` product, built
# from nothing in release in the Apple configuration (IAPMESSAGES_APPLE=1, what an iOS app builds).
#
# Prints the modules the build compiled and the wall time of that first build, and fails if the app
# built any of what only msgc needs (msgc, MessageCompiler, swift-argument-parser, CICU): the
# library's own messages come as committed generated Swift, so no build tool runs for them.
#
#     bash Scripts/apple/app_build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"
app="$(mktemp -d)"
trap 'rm -rf "$app"' EXIT

mkdir -p "$app/Sources/Paywall"
cat > "$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Paywall",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    dependencies: [.package(name: "IAPMessages", path: "$repo")],
    targets: [
        .executableTarget(name: "Paywall", dependencies: [.product(name: "IAPMessages", package: "IAPMessages")]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cat > "$app/Sources/Paywall/main.swift" <<'EOF'
import Foundation
import IAPMessages

let price = try IAPPrice(amount: Decimal(string: "4.99") ?? 0, currencyCode: "CAD", locale: Locale(identifier: "en_CA@currency=CAD"))
print(IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text(for: "fr-CA"))
EOF

export IAPMESSAGES_APPLE=1
swift package --package-path "$app" resolve >/dev/null 2>&1
start=$(date +%s.%N)
swift build -q -c release --package-path "$app" --product Paywall
end=$(date +%s.%N)

bin="$(swift build -c release --package-path "$app" --show-bin-path)"
# SwiftPM lays out a `<Module>.build` folder for every module of the package graph; the ones it
# compiled hold object files.
compiled() { find "$bin/$1.build" -name '*.o' 2>/dev/null | grep -q .; }
built=""
for folder in "$bin"/*.build; do
    module="$(basename "$folder" .build)"
    if compiled "$module"; then built+="$module "; fi
done
echo "modules built: $built"
awk -v s="$start" -v e="$end" 'BEGIN { printf "first release build of an app that adds IAPMessages: %.1f s\n", e - s }'
echo "the app prints: $("$bin/Paywall")"

unwanted=""
for module in msgc MessageCompiler ArgumentParser ArgumentParserToolInfo CICU; do
    if compiled "$module" || compiled "$module-tool"; then unwanted+=" $module"; fi
done
if [ -n "$unwanted" ]; then
    echo "an app that only uses the library built:$unwanted" >&2
    exit 1
fi
echo "no build tool, compiler stage, argument parser or ICU module was built"
