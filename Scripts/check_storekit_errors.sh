#!/usr/bin/env bash
# Compiles Sources/IAPMessages (its StoreKit 2 error mapping included, which only Apple platforms
# compile) against the stand-in StoreKit of Scripts/StoreKit, built with library evolution as Apple's
# is, in Swift 6 with warnings as errors; then runs Scripts/StoreKit/StoreKitErrorChecks.swift, which
# maps every StoreKit 2 error case through `IAPError(_:)` and checks the IAPError each becomes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --target IAPMessagesCore
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swiftc -emit-library -static -module-name StoreKit -swift-version 6 -parse-as-library -enable-library-evolution -suppress-warnings \
    -emit-module -emit-module-path "$work/StoreKit.swiftmodule" -o "$work/libStoreKit.a" \
    Scripts/StoreKit/StoreKit.swift Scripts/StoreKit/StoreKitErrors.swift
# One module: the library's sources as the package compiles them, and the checks as its main file.
mapfile -t sources < <(find Sources/IAPMessages -name '*.swift' | sort)
cp Scripts/StoreKit/StoreKitErrorChecks.swift "$work/main.swift"
swiftc -module-name IAPMessagesStoreKitChecks -swift-version 6 -warnings-as-errors \
    -I "$work" -I "$bin/Modules" \
    -Xcc "-fmodule-map-file=$bin/CAtomics.build/module.modulemap" \
    -Xcc "-fmodule-map-file=$bin/CICU.build/module.modulemap" \
    "${sources[@]}" "$work/main.swift" \
    "$work/libStoreKit.a" "$bin"/IAPMessagesCore.build/*.o "$bin"/CAtomics.build/*.o "$bin"/CICU.build/*.o \
    -licui18n -licuuc -o "$work/checks"
"$work/checks"
