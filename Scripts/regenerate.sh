#!/usr/bin/env bash
# Regenerates the Swift that the IAPMessages library ships for its own catalogs:
#   bash Scripts/regenerate.sh           Localizations/*.arb → Sources/IAPMessages/Generated/Messages.swift
#   bash Scripts/regenerate.sh --check   fails (status 1) when the committed file is not what msgc generates
# The file is committed, as swift-protobuf commits its well-known types, so that an app depending on
# IAPMessages builds neither msgc nor the compiler and its dependencies. Run this after changing a
# catalog or msgc's generator, and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
generated=Sources/IAPMessages/Generated/Messages.swift

case "${1:-}" in
"")
    swift run -q msgc compile Localizations --output "$generated" --strict
    ;;
--check)
    fresh="$(mktemp -d)"
    trap 'rm -rf "$fresh"' EXIT
    swift run -q msgc compile Localizations --output "$fresh/Messages.swift" --strict --quiet
    if ! cmp "$fresh/Messages.swift" "$generated"; then
        echo "$generated is stale: it is not what msgc generates from Localizations/." >&2
        echo "Regenerate it with 'bash Scripts/regenerate.sh' and commit it." >&2
        exit 1
    fi
    echo "$generated is what msgc generates from Localizations/"
    ;;
*)
    echo "usage: bash Scripts/regenerate.sh [--check]" >&2
    exit 2
    ;;
esac
