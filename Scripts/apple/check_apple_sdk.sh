#!/usr/bin/env bash
# Type-checks, against a real Apple SDK (iOS, macOS, tvOS, watchOS or visionOS), every Swift file an
# Apple app compiles when it adds the package: the runtime (IAPMessagesCore, its Darwin-only branches
# included), the library's generated messages (IAPMessages), an app's own catalogs as msgc generates
# them (an msgc catalog, Examples/ShopApp's, and a Flutter set, Examples/FlutterShop's, with
# --type-name), Examples/ShopApp's code, and the code of README and the DocC articles (Snippets/*.swift,
# which they quote: Scripts/docs/check_snippets.py); CAtomics, the runtime's C, is compiled too. Against a
# macOS SDK also what the build plugin compiles on the developer's Mac: msgc, OutputFiles and MessageCompiler (with
# swift-argument-parser's modules built from its checkout) and CICU's C, whose every ICU function must
# be exported by the SDK's usr/lib/libicucore.tbd (Scripts/icu/check_icucore_symbols.py).
#
# Apple's compiler front end is the one this toolchain has; what Linux lacks is the SDK. Against it the
# check sees what Linux's Foundation cannot show: Apple's real Foundation and StoreKit API, availability
# ("'X' is only available in iOS 18.0 or newer"), deprecations, and the `#if canImport(Darwin)` branches.
# Two passes: at Package.swift's deployment target for the SDK's platform (iOS 13, macOS 10.15, tvOS 13,
# watchOS 6, visionOS 1), where an API newer than that without a guard is an error; and at the SDK's
# own newest deployment target (its DefaultDeploymentTarget), where deprecations show. Then probes
# prove the passes bite: an API of iOS 18 / macOS 15 / tvOS 18 / watchOS 11 / visionOS 2 under an older
# guard must fail the first, a deprecated API must warn in the second, and, where the SDK deprecates
# StoreKit 1, an app's call of the package's StoreKit 1 initialiser must get the package's warning.
#
#     bash Scripts/apple/check_apple_sdk.sh [--platform ios|macos|tvos|watchos|xros|all]   # a Mac with Xcode: xcrun finds the SDK
#     bash Scripts/apple/check_apple_sdk.sh --sdk DIR/MacOSX15.5.sdk --resource-dir RES [--module-cache DIR] [--msgc PATH]
#
# --platform defaults to the SDK's own (SDKSettings.json); without --sdk it names the SDK xcrun looks
# up (default ios; `all`: each platform xcrun has an SDK for, one after the other). `--audit` (iOS only)
# also lists every SDK API the app's code calls that is newer than iOS 13 or deprecated, with the iOS
# version guaranteed where it is called (Scripts/apple/apple_api_audit.py; two more minutes).
# `--scratch-path DIR` (default .build) is where msgc is built unless --msgc names one, and where the
# checkout of swift-argument-parser is looked for (`swift package resolve` there when missing).
#
# On Linux the SDK and a resource directory come from ../shared/tools/ios-sdk (the Apple platforms
# article: Against Apple's SDK); IAPMESSAGES_APPLE_SDK (or, for iOS, IAPMESSAGES_IOS_SDK) and
# IAPMESSAGES_APPLE_RESOURCE_DIR (or IAPMESSAGES_IOS_RESOURCE_DIR) may name them instead. The module
# cache (default ~/.cache/iapmessages-ios-modules) keeps the SDK's modules, which the first run per SDK
# builds from their interfaces (minutes); later runs take 2 to 4 minutes.
#
# Exit status: 0 when every file type-checks with no error and no warning in the package's own files
# (generated ones included) in both passes, 1 otherwise, 2 when no SDK can be found.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"

usage="usage: $0 [--platform ios|macos|tvos|watchos|xros|all] [--sdk PATH] [--resource-dir PATH] [--module-cache PATH] [--msgc PATH] [--scratch-path PATH] [--audit]"
platform=""
sdk="${IAPMESSAGES_APPLE_SDK:-}"
resource_dir="${IAPMESSAGES_APPLE_RESOURCE_DIR:-${IAPMESSAGES_IOS_RESOURCE_DIR:-}}"
module_cache="${XDG_CACHE_HOME:-$HOME/.cache}/iapmessages-ios-modules"
msgc=""
scratch=".build"
audit=0
passed=()
while [ $# -gt 0 ]; do
    case "$1" in
        --platform) platform="$2"; shift 2 ;;
        --sdk) sdk="$2"; passed+=("$1" "$2"); shift 2 ;;
        --resource-dir) resource_dir="$2"; passed+=("$1" "$2"); shift 2 ;;
        --module-cache) module_cache="$2"; passed+=("$1" "$2"); shift 2 ;;
        --msgc) msgc="$2"; passed+=("$1" "$2"); shift 2 ;;
        --scratch-path) scratch="$2"; passed+=("$1" "$2"); shift 2 ;;
        --audit) audit=1; passed+=("$1"); shift ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done
case "$platform" in ""|ios|macos|tvos|watchos|xros|all) ;; *) echo "$usage" >&2; exit 2 ;; esac
case "$scratch" in /*) ;; *) scratch="$repo/$scratch" ;; esac

# The SDK's name for xcrun, per platform.
xcrun_name() {
    case "$1" in ios) echo iphoneos ;; macos) echo macosx ;; tvos) echo appletvos ;; watchos) echo watchos ;; xros) echo xros ;; esac
}

if [ "$platform" = all ]; then
    if [ -n "$sdk" ] || ! command -v xcrun >/dev/null; then
        echo "check_apple_sdk: --platform all asks xcrun for each platform's SDK (a Mac with Xcode); elsewhere give one --sdk per run" >&2
        exit 2
    fi
    status=0 ran=0
    for each in ios macos tvos watchos xros; do
        if xcrun --sdk "$(xcrun_name "$each")" --show-sdk-path >/dev/null 2>&1; then
            ran=$((ran + 1))
            bash "$0" --platform "$each" ${passed[@]+"${passed[@]}"} || status=1
        else
            echo "== no $(xcrun_name "$each") SDK in this Xcode: $each skipped"
        fi
    done
    [ "$ran" -gt 0 ] || exit 2
    exit "$status"
fi

if [ -z "$sdk" ] && { [ -z "$platform" ] || [ "$platform" = ios ]; }; then
    sdk="${IAPMESSAGES_IOS_SDK:-}"
fi
if [ -z "$sdk" ] && command -v xcrun >/dev/null; then
    sdk="$(xcrun --sdk "$(xcrun_name "${platform:-ios}")" --show-sdk-path)"
fi
if [ -z "$sdk" ] || [ ! -f "$sdk/SDKSettings.json" ]; then
    echo "check_apple_sdk: no ${platform:-Apple} SDK (give --sdk, or run on a Mac with Xcode)" >&2
    exit 2
fi
sdk="$(cd "$sdk" && pwd)"

# The SDK's platform and newest deployment target (its default one), and Package.swift's deployment
# target for that platform.
read -r sdk_platform newest < <(python3 - "$sdk/SDKSettings.json" <<'PY'
import json, sys
settings = json.load(open(sys.argv[1]))
name = settings.get("DefaultProperties", {}).get("PLATFORM_NAME") or settings.get("CanonicalName", "").rstrip("0123456789.")
print({"iphoneos": "ios", "macosx": "macos", "appletvos": "tvos", "watchos": "watchos", "xros": "xros"}.get(name, "?" + name),
      settings["DefaultDeploymentTarget"])
PY
)
case "$sdk_platform" in
    \?*) echo "check_apple_sdk: $(basename "$sdk") is for ${sdk_platform#\?}, not a platform this check knows" >&2; exit 2 ;;
esac
if [ -n "$platform" ] && [ "$platform" != "$sdk_platform" ]; then
    echo "check_apple_sdk: --platform $platform, but $(basename "$sdk") is for $sdk_platform" >&2
    exit 2
fi
platform="$sdk_platform"
# arch: the one each SDK's Swift interfaces exist for (iOS 26's arm64e ones serve arm64 too).
# deprecated_storekit1: where Apple deprecates StoreKit 1 (and the package its StoreKit 1 initialisers).
case "$platform" in
    ios) os=ios name=iOS manifest=iOS arch=arm64 deprecated_storekit1=18.0 ;;
    macos) os=macos name=macOS manifest=macOS arch=arm64 deprecated_storekit1=15.0 ;;
    tvos) os=tvos name=tvOS manifest=tvOS arch=arm64 deprecated_storekit1=18.0 ;;
    watchos) os=watchos name=watchOS manifest=watchOS arch=arm64_32 deprecated_storekit1=11.0 ;;
    xros) os=xros name=visionOS manifest=visionOS arch=arm64 deprecated_storekit1=2.0 ;;
esac
oldest="$(python3 - Package.swift "$manifest" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r"\.%s\(\.v(\d+)(?:_(\d+))?\)" % re.escape(sys.argv[2]), text)
print(f"{match.group(1)}.{match.group(2) or 0}" if match else "")
PY
)"
if [ -z "$oldest" ]; then
    echo "check_apple_sdk: Package.swift names no $manifest deployment target" >&2
    exit 2
fi
version_at_least() { python3 -c 'import sys; v = lambda s: [int(p) for p in s.split(".")]; sys.exit(v(sys.argv[1]) < v(sys.argv[2]))' "$1" "$2"; }
if [ "$audit" = 1 ] && [ "$platform" != ios ]; then
    echo "check_apple_sdk: --audit reads iOS availability (Scripts/apple/apple_api_audit.py): give an iPhoneOS SDK" >&2
    exit 2
fi
mkdir -p "$module_cache"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules" "$work/CAtomics" "$work/CICU" "$work/generated/ShopApp" "$work/generated/FlutterShop" "$work/logs"

# CAtomics and CICU as SwiftPM hands them to their clients: module maps over their public headers.
cat > "$work/CAtomics/module.modulemap" <<EOF
module CAtomics {
    header "$work/src/Sources/CAtomics/include/CAtomics.h"
    export *
}
EOF
cat > "$work/CICU/module.modulemap" <<EOF
module CICU {
    umbrella "$work/src/Sources/CICU/include"
    export *
}
EOF

# The app's own catalogs, generated by msgc as the build plugin runs it (msgc is a host tool; built
# here unless --msgc names one).
if [ -z "$msgc" ]; then
    swift build -q --scratch-path "$scratch" --product msgc
    msgc="$(swift build --scratch-path "$scratch" --show-bin-path)/msgc"
fi
"$msgc" compile Examples/ShopApp/Sources/ShopApp/Localizations --output "$work/generated/ShopApp/ShopAppMessages.swift" --quiet
"$msgc" compile Examples/FlutterShop/lib/l10n --type-name ShopStrings --output "$work/generated/FlutterShop/ShopStrings.swift" --quiet

# A snapshot of every file checked, taken now: edits made in the tree while the check runs (minutes)
# then neither break a compilation ("modified during the build") nor mix two versions of a file. The
# compilers run from it with the repository's relative paths, so diagnostics name the files as the
# repository does.
for dir in Sources/IAPMessagesCore Sources/IAPMessages Sources/CAtomics Sources/MessageCompiler Sources/OutputFiles Sources/msgc Sources/CICU \
           Snippets Examples/ShopApp/Sources; do
    mkdir -p "$work/src/$(dirname "$dir")"
    cp -R "$dir" "$work/src/$dir"
done
cd "$work/src"

# Every file by glob, so that new ones are checked without editing this script.
swift_files() { find "$@" -name '*.swift' | LC_ALL=C sort; }
core=()
while IFS= read -r file; do core+=("$file"); done < <(swift_files Sources/IAPMessagesCore)
library=()
while IFS= read -r file; do library+=("$file"); done < <(swift_files Sources/IAPMessages)
snippets=()
while IFS= read -r file; do snippets+=("$file"); done < <(find Snippets -maxdepth 1 -name '*.swift' | LC_ALL=C sort)
compiler=()
output_files=()
msgc_files=()
if [ "$platform" = macos ]; then
    while IFS= read -r file; do compiler+=("$file"); done < <(swift_files Sources/MessageCompiler)
    while IFS= read -r file; do output_files+=("$file"); done < <(swift_files Sources/OutputFiles)
    while IFS= read -r file; do msgc_files+=("$file"); done < <(swift_files Sources/msgc)
fi

errors=0
warnings=0
checked=0
pass_errors=0
pass_warnings=0
pass_checked=0

# The flags every compilation against the SDK shares, at deployment target $1.
swift_flags() {
    local flags=(-target "$arch-apple-$os$1" -sdk "$sdk" -module-cache-path "$module_cache"
                 -swift-version 6 -I "$work/modules" -I "$work/CAtomics" -I "$work/CICU")
    [ -n "$resource_dir" ] && flags+=(-resource-dir "$resource_dir")
    printf '%s\n' "${flags[@]}"
}

# Counts a log's errors and warnings that fall in the package's files or the generated ones (the SDK's
# own and swift-argument-parser's would be printed but not counted), prints the log when there are any,
# and the row. $1 target, $2 module, $3 log, $4 the compiler's exit status, $5 the number of files.
tally() {
    local target="$1" module="$2" log="$3" status="$4" count="$5"
    local ours e w
    ours="$(grep -E "^($repo/|$work/|[A-Za-z][^:/]*/)[^:]*:[0-9]+:[0-9]+: (error|warning):" "$log" \
            | grep -vE "^[^:]*\.(swiftinterface|modulemap):|^$work/argument-parser/|^$repo/\.build[^/]*/|^$sdk/" || true)"
    e="$(printf '%s' "$ours" | grep -c ': error:' || true)"
    w="$(printf '%s' "$ours" | grep -c ': warning:' || true)"
    if [ "$status" -ne 0 ] && [ "$e" -eq 0 ]; then e=1; fi  # a failure outside our files still fails
    if [ "$e" -gt 0 ] || [ "$w" -gt 0 ]; then
        sed -e "s|$work/generated/|(generated) |" -e "s|$work/src/||" "$log"
    fi
    errors=$((errors + e)); warnings=$((warnings + w)); checked=$((checked + count))
    pass_errors=$((pass_errors + e)); pass_warnings=$((pass_warnings + w)); pass_checked=$((pass_checked + count))
    printf '  %s %-5s %-22s %3d files: %d errors, %d warnings\n' "$name" "$target" "$module" "$count" "$e" "$w"
}

# swiftc -typecheck at $1 for module $2 of kind $3, the rest being files:
#   library: a target of this package (msgc's @main included); app: an app's main.swift and the
#   like; snippet: a snippet of this package (top-level code); applibrary: an app's module of
#   declarations only (its generated catalog).
typecheck() {
    local target="$1" module="$2" kind="$3"; shift 3
    local log="$work/logs/$module-$target.log" status=0 flags=()
    while IFS= read -r flag; do flags+=("$flag"); done < <(swift_flags "$target")
    flags+=(-module-name "$module")
    case "$kind" in
        library) flags+=(-parse-as-library -package-name iapmessages) ;;
        snippet) flags+=(-package-name iapmessages) ;;
        applibrary) flags+=(-parse-as-library) ;;
    esac
    swiftc -typecheck "${flags[@]}" "$@" > "$log" 2>&1 || status=$?
    tally "$target" "$module" "$log" "$status" "$#"
}

# A module the next ones import, emitted at the deployment target without bodies (they were
# type-checked just before). $1 module, $2 package name (or ""), the rest its files.
emit() {
    local module="$1" package="$2"; shift 2
    local flags=()
    while IFS= read -r flag; do flags+=("$flag"); done < <(swift_flags "$oldest")
    flags+=(-module-name "$module" -parse-as-library)
    [ -n "$package" ] && flags+=(-package-name "$package")
    swiftc -emit-module -emit-module-path "$work/modules/$module.swiftmodule" \
        -Xfrontend -experimental-skip-all-function-bodies "${flags[@]}" "$@"
}

# clang -c of C files at $1 for $2 (a module's name), into $work/objects/$2-$arch-$1/; counts as
# tally does. SwiftPM compiles C targets with clang's default warnings, and so does this.
compile_c() {
    local target="$1" module="$2" c_arch="$3"; shift 3
    local out="$work/objects/$module-$c_arch-$target" log="$work/logs/$module-$c_arch-$target.log" status=0 file
    mkdir -p "$out"
    : > "$log"
    for file in "$@"; do
        clang -c -target "$c_arch-apple-$os$target" -isysroot "$sdk" -I "$(dirname "$file")/include" \
            -o "$out/$(basename "$file" .c).o" "$file" >> "$log" 2>&1 || status=$?
    done
    local label="$module (C)"
    [ "$c_arch" != "$arch" ] && label="$module (C, $c_arch)"
    tally "$target" "$label" "$log" "$status" "$#"
}

# swift-argument-parser's ArgumentParserToolInfo and ArgumentParser, which msgc imports, emitted from
# the checkout's sources against the SDK. Their errors are not the package's; were there any, msgc's
# own check would fail on the missing module.
argument_parser() {
    local checkout="$scratch/checkouts/swift-argument-parser"
    if [ ! -d "$checkout/Sources/ArgumentParser" ]; then
        (cd "$repo" && swift package --scratch-path "$scratch" resolve >/dev/null)
    fi
    rm -rf "$work/argument-parser"
    cp -R "$checkout/Sources" "$work/argument-parser"
    # A package that tests `#if compiler(>=6.2)` names SendableMetatype, which the standard library of
    # an SDK built by an older Swift lacks; the SDK's own Xcode compiles the other branch.
    if ! grep -qs 'SendableMetatype' "$sdk"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface; then
        local file
        while IFS= read -r file; do
            sed 's/#if compiler(>=6\.2)/#if false \/\/ &: the SDK'"'"'s standard library predates SendableMetatype/' "$file" > "$file.patched"
            mv "$file.patched" "$file"
        done < <(grep -rl 'SendableMetatype' "$work/argument-parser" --include='*.swift')
        echo "  (swift-argument-parser: the SDK's standard library predates SendableMetatype; its compiler(<6.2) branch is compiled, as this SDK's Xcode would)"
    fi
    local module ap_log="$work/logs/argument-parser.log"
    for module in ArgumentParserToolInfo ArgumentParser; do
        local files=()
        while IFS= read -r file; do files+=("$file"); done < <(swift_files "$work/argument-parser/$module")
        if ! emit "$module" swift_argument_parser "${files[@]}" > "$ap_log" 2>&1; then
            cat "$ap_log"
            echo "  swift-argument-parser's $module does not build against $(basename "$sdk")"
        fi
    done
}

label="$(basename "$sdk")"
echo "== type-checking against $label ($name $oldest, then $name $newest for deprecations)"
for target in "$oldest" "$newest"; do
    pass_errors=0; pass_warnings=0; pass_checked=0
    typecheck "$target" IAPMessagesCore library "${core[@]}"
    [ -f "$work/modules/IAPMessagesCore.swiftmodule" ] || emit IAPMessagesCore iapmessages "${core[@]}"
    typecheck "$target" IAPMessages library "${library[@]}"
    [ -f "$work/modules/IAPMessages.swiftmodule" ] || emit IAPMessages iapmessages "${library[@]}"
    compile_c "$target" CAtomics "$arch" Sources/CAtomics/*.c
    typecheck "$target" ShopApp app Examples/ShopApp/Sources/ShopApp/main.swift "$work/generated/ShopApp/ShopAppMessages.swift"
    typecheck "$target" FlutterShop applibrary "$work/generated/FlutterShop/ShopStrings.swift"
    for snippet in "${snippets[@]}"; do
        typecheck "$target" "$(basename "$snippet" .swift)" snippet "$snippet"
    done
    if [ "$platform" = macos ]; then
        # What the build plugin compiles on the developer's Mac.
        typecheck "$target" MessageCompiler library "${compiler[@]}"
        [ -f "$work/modules/MessageCompiler.swiftmodule" ] || emit MessageCompiler iapmessages "${compiler[@]}"
        [ -f "$work/modules/ArgumentParser.swiftmodule" ] || argument_parser
        typecheck "$target" OutputFiles library "${output_files[@]}"
        [ -f "$work/modules/OutputFiles.swiftmodule" ] || emit OutputFiles iapmessages "${output_files[@]}"
        typecheck "$target" msgc library "${msgc_files[@]}"
        # CICU for both Mac architectures: arm64 is the toolchain's, x86_64 the one macOS 10.15 runs on.
        compile_c "$target" CICU arm64 Sources/CICU/*.c
        compile_c "$target" CICU x86_64 Sources/CICU/*.c
    fi
    printf '  %s %s: %d files, %d errors, %d warnings\n' "$name" "$target" "$pass_checked" "$pass_errors" "$pass_warnings"
done
echo "$checked files checked against $label in two passes: $errors errors, $warnings warnings in the package's files"

if [ "$platform" = macos ]; then
    tbd="$sdk/usr/lib/libicucore.tbd"
    if [ -f "$tbd" ]; then
        nm_tool="$(dirname "$(command -v clang)")/llvm-nm"
        [ -x "$nm_tool" ] || nm_tool="$(command -v llvm-nm || command -v nm)"
        if ! python3 "$repo/Scripts/icu/check_icucore_symbols.py" "$tbd" Sources/CICU/icu_declarations.h "$nm_tool" \
                "arm64=$work/objects/CICU-arm64-$oldest" "x86_64=$work/objects/CICU-x86_64-$oldest"; then
            errors=$((errors + 1))
        fi
    else
        # The mirrors leave out files of 4 MiB and more; libicucore.tbd is one in some SDKs.
        echo "  CICU: $label has no usr/lib/libicucore.tbd (a mirror leaves out stubs of 4 MiB and more): its ICU functions were NOT checked against libicucore"
    fi
fi

# The probes: the runtime with one more file, holding an API of iOS 18 / macOS 15 / tvOS 18 /
# watchOS 11 / visionOS 2 under an older guard (what shipped before) or an API deprecated in iOS 16 /
# macOS 13 / tvOS 16 / watchOS 9, must fail at the deployment target and warn at the newest.
probe="$work/probe.swift"
cat > "$probe" <<'EOF'
import Foundation

func probeRelativeTime() -> String {
    if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
        var style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)
        style.allowedFields = [.day]
        return style.format(Date())
    }
    return ""
}
EOF
before=$errors
typecheck "$oldest" IAPMessagesCore library "${core[@]}" "$probe" > "$work/probe-newer.out" || true
if [ "$errors" -eq "$before" ]; then
    cat "$work/probe-newer.out"
    echo "a $name 18-era API under a $name 15-era guard type-checked at $name $oldest: the check is not seeing the SDK" >&2
    exit 1
fi
errors=$before
printf 'import Foundation\nfunc probeCurrency() -> String? { Locale.current.currencyCode }\n' > "$probe"
before=$warnings
typecheck "$newest" IAPMessagesCore library "${core[@]}" "$probe" > "$work/probe-deprecated.out" || true
if [ "$warnings" -eq "$before" ]; then
    cat "$work/probe-deprecated.out"
    echo "Locale.currencyCode (deprecated in iOS 16, macOS 13) raised no warning at $name $newest: deprecations are not being reported" >&2
    exit 1
fi
warnings=$before
echo "probes: an API newer than its guard fails at $name $oldest, a deprecated API warns at $name $newest"

# An app still on StoreKit 1 gets the package's deprecation at its call of the StoreKit 1 initialiser
# (one warning on that line), as it gets Apple's on SKProduct.
if version_at_least "$newest" "$deprecated_storekit1"; then
    cat > "$probe" <<'EOF'
import IAPMessages
import StoreKit

@available(watchOS 6.2, *)
func probeStoreKit1(_ product: SKProduct) throws -> IAPPrice {
    try IAPPrice(product)
}
EOF
    before=$warnings
    typecheck "$newest" StoreKit1Probe app "$probe" > "$work/probe-storekit1.out" || true
    call="$(grep -E "^$work/probe\.swift:6:[0-9]+: warning: .*StoreKit 2" "$work/logs/StoreKit1Probe-$newest.log" || true)"
    if [ "$(printf '%s' "$call" | grep -c warning || true)" -ne 1 ]; then
        cat "$work/logs/StoreKit1Probe-$newest.log"
        echo "an app's call of IAPPrice(SKProduct) at $name $newest did not get exactly one deprecation warning from the package" >&2
        exit 1
    fi
    warnings=$before
    echo "probe: an app calling IAPPrice(SKProduct) at $name $newest gets the package's deprecation warning at its call:"
    echo "  ${call#"$work/"}"
else
    echo "probe skipped: $label predates StoreKit 1's deprecation ($name $deprecated_storekit1)"
fi

if [ "$audit" = 1 ]; then
    echo "== the SDK's APIs newer than iOS 13 (or deprecated) that the app's code calls"
    mkdir -p "$work/symbols" "$work/ast"
    for module in Swift _Concurrency Darwin Foundation StoreKit; do
        swift-symbolgraph-extract -module-name "$module" -target "$arch-apple-$os$oldest" -sdk "$sdk" \
            -module-cache-path "$module_cache" -output-dir "$work/symbols" -minimum-access-level public \
            ${resource_dir:+-resource-dir "$resource_dir"} > /dev/null
    done
    dump() {
        local module="$1" kind="$2"; shift 2
        local flags=()
        while IFS= read -r flag; do flags+=("$flag"); done < <(swift_flags "$oldest")
        flags+=(-module-name "$module")
        [ "$kind" = library ] && flags+=(-parse-as-library)
        swiftc -dump-ast -dump-ast-format json "${flags[@]}" "$@" > "$work/ast/$module.json" 2>&1
    }
    dump IAPMessagesCore library "${core[@]}"
    dump IAPMessages library "${library[@]}"
    dump ShopApp app Examples/ShopApp/Sources/ShopApp/main.swift "$work/generated/ShopApp/ShopAppMessages.swift"
    dump FlutterShop library "$work/generated/FlutterShop/ShopStrings.swift"
    for snippet in "${snippets[@]}"; do dump "$(basename "$snippet" .swift)" app "$snippet"; done
    # From the repository, whose relative paths the snapshot's are, so that the audit tells the
    # package's files from the generated ones.
    (cd "$repo" && python3 Scripts/apple/apple_api_audit.py "$work/symbols" "$work/ast"/*.json)
fi

[ "$errors" -eq 0 ] && [ "$warnings" -eq 0 ]
