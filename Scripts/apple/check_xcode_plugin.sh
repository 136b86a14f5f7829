#!/usr/bin/env bash
# Type-checks the build plugin's Xcode entry point (Plugins/MessageCatalogPlugin/*+Xcode.swift), which
# only Xcode compiles: its XcodeProjectPlugin module exists nowhere else. Here it is compiled against
# Scripts/apple/XcodeProjectPlugin, a stand-in whose declarations mirror Apple's documented API, and against
# the toolchain's own PackagePlugin, as SwiftPM compiles the plugin (Swift 6, tools version 6.1), with
# warnings as errors. Then the same check must fail on a copy with a misspelt member, which proves the
# Xcode part was type-checked and not skipped by its `#if canImport(XcodeProjectPlugin)`.
set -euo pipefail
cd "$(dirname "$0")/../.."

swiftc="$(command -v swiftc)"
plugin_api="$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift/pm/PluginAPI" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -package-description-version 6.1 -I "$plugin_api" -warnings-as-errors)

swiftc -emit-module -parse-as-library -module-name XcodeProjectPlugin "${flags[@]}" \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" Scripts/apple/XcodeProjectPlugin/XcodeProjectPlugin.swift

swiftc -typecheck -parse-as-library -module-name MessageCatalogPlugin "${flags[@]}" -I "$work" Plugins/MessageCatalogPlugin/*.swift
echo "Plugins/MessageCatalogPlugin type-checks with XcodeProjectPlugin"

mkdir "$work/typo"
cp Plugins/MessageCatalogPlugin/*.swift "$work/typo/"
sed -i 's/target\.inputFiles/target.inputFile/' "$work/typo/MessageCatalogPlugin+Xcode.swift"
if cmp -s "$work/typo/MessageCatalogPlugin+Xcode.swift" "Plugins/MessageCatalogPlugin/MessageCatalogPlugin+Xcode.swift"; then
    echo "MessageCatalogPlugin+Xcode.swift no longer reads target.inputFiles: update the misspelling this script injects" >&2
    exit 1
fi
if swiftc -typecheck -parse-as-library -module-name MessageCatalogPlugin "${flags[@]}" -I "$work" "$work/typo/"*.swift 2>/dev/null; then
    echo "a misspelt XcodeTarget member type-checked: the Xcode entry point is not being checked" >&2
    exit 1
fi
echo "and a misspelt XcodeTarget member fails, as it should"
