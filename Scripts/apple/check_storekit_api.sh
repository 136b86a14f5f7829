#!/usr/bin/env bash
# Type-checks the StoreKit initialisers (Sources/IAPMessagesCore/Foundation/StoreKitPrices.swift), which only
# Apple platforms compile: StoreKit exists nowhere else. Here the file is compiled against
# Scripts/apple/StoreKit, a stand-in whose declarations mirror Apple's documented API, and against the
# runtime's module from an Apple-configuration build, in Swift 6 with warnings as errors. Then a copy
# with a misspelt member must fail, which proves the file was checked and not skipped by its
# `#if canImport(StoreKit)`.
set -euo pipefail
cd "$(dirname "$0")/../.."
export IAPMESSAGES_APPLE=1
swift build -q --scratch-path .build-apple --target IAPMessagesCore
bin="$(swift build --scratch-path .build-apple --show-bin-path)"
modules="$bin/Modules"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The runtime's C module, as SwiftPM hands it to the runtime's clients.
flags=(-swift-version 6 -warnings-as-errors -parse-as-library -I "$work" -I "$modules"
       -Xcc "-fmodule-map-file=$bin/CAtomics.build/module.modulemap")

swiftc -emit-module -module-name StoreKit -swift-version 6 -parse-as-library \
    -emit-module-path "$work/StoreKit.swiftmodule" Scripts/apple/StoreKit/StoreKit.swift
# In the package the file is part of IAPMessagesCore; checked alone, it imports it.
{ echo "import IAPMessagesCore"; cat Sources/IAPMessagesCore/Foundation/StoreKitPrices.swift; } > "$work/StoreKitPrices.swift"
swiftc -typecheck -module-name StoreKitPricesCheck "${flags[@]}" "$work/StoreKitPrices.swift"
echo "Foundation/StoreKitPrices.swift type-checks against StoreKit's API"

sed 's/priceFormatStyle/priceFormat/' "$work/StoreKitPrices.swift" > "$work/Typo.swift"
if swiftc -typecheck -module-name StoreKitPricesCheck "${flags[@]}" "$work/Typo.swift" 2>/dev/null; then
    echo "a misspelt Product member type-checked: the StoreKit initialisers are not being checked" >&2
    exit 1
fi
echo "and a misspelt Product member fails, as it should"
