#!/usr/bin/env bash
# Compiles Sources/IAPMessages (its StoreKit 2 error mapping included, which only Apple platforms
# compile) against the stand-in StoreKit of Scripts/apple/StoreKit, built with library evolution as Apple's
# is (with the user-module-version of iOS 26.2's StoreKit, which declares `unsupported`), in Swift 6
# with warnings as errors; then runs Scripts/apple/StoreKit/StoreKitErrorChecks.swift, which
# maps every StoreKit 2 error case through `IAPError(_:)` and checks the IAPError each becomes.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -q --target IAPMessagesCore
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/binary"
# The client reads StoreKit from its textual interface, as from an SDK, so its module version is seen.

swiftc -emit-library -static -module-name StoreKit -swift-version 6 -parse-as-library -enable-library-evolution -suppress-warnings \
    -user-module-version 815.2 \
    -emit-module -emit-module-path "$work/binary/StoreKit.swiftmodule" -o "$work/libStoreKit.a" \
    -emit-module-interface-path "$work/StoreKit.swiftinterface" \
    Scripts/apple/StoreKit/StoreKit.swift Scripts/apple/StoreKit/StoreKitErrors.swift
# One module: the library's sources as the package compiles them, and the checks as its @main type.
mapfile -t sources < <(find Sources/IAPMessages -name '*.swift' | sort)
flags=(-module-name IAPMessagesStoreKitChecks -swift-version 6 -parse-as-library -I "$work" -I "$bin/Modules"
       -Xcc "-fmodule-map-file=$bin/CAtomics.build/module.modulemap"
       -Xcc "-fmodule-map-file=$bin/CICU.build/module.modulemap")
swiftc -warnings-as-errors "${flags[@]}" "${sources[@]}" Scripts/apple/StoreKit/StoreKitErrorChecks.swift \
    "$work/libStoreKit.a" "$bin"/IAPMessagesCore.build/*.o "$bin"/CAtomics.build/*.o "$bin"/CICU.build/*.o \
    -licui18n -licuuc -o "$work/checks"
"$work/checks"
