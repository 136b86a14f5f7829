#!/usr/bin/env bash
# libFuzzer targets for msgc's readers (Fuzz/Targets), built with swiftc -sanitize=fuzzer,address.
#
#   bash Scripts/fuzzing/fuzz.sh build                 # build every target into .build-fuzz/
#   bash Scripts/fuzzing/fuzz.sh run SECONDS [TARGET…] # run each target for SECONDS on its corpus (all by default)
#   bash Scripts/fuzzing/fuzz.sh runs N [TARGET…]      # run each target for N inputs
#
# Each target starts from Fuzz/Corpus/<target>/ (committed seeds) and writes what it finds to
# .build-fuzz/corpus/<target>/, never into the repository. A crash stops the run with a non-zero
# exit and leaves the crashing input in .build-fuzz/crashes/<target>/.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
out=.build-fuzz
targets_all=(FuzzJSONCatalog FuzzMessageFormat FuzzXLIFF FuzzPO FuzzStrings FuzzStringsdict FuzzXCStrings FuzzPrintf FuzzL10nYAML FuzzBidi)

build() {
    mkdir -p "$out/objects" "$out/modules" "$out/cicu-module" "$out/catomics-module"
    printf 'module CICU {\n    umbrella "%s/Sources/CICU/include"\n    export *\n}\n' "$root" > "$out/cicu-module/module.modulemap"
    printf 'module CAtomics {\n    umbrella "%s/Sources/CAtomics/include"\n    export *\n}\n' "$root" > "$out/catomics-module/module.modulemap"
    mkdir -p "$out/oracle-module"
    printf 'module BidiOracle {\n    umbrella "%s/Fuzz/Oracle/include"\n    export *\n}\n' "$root" > "$out/oracle-module/module.modulemap"
    # IAPMESSAGES_ICU: this build links CICU, as the package does on Linux.
    # -package-name: FuzzBidi inserts values as the interpreter does, through the package's own API.
    local swiftflags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -wmo -D IAPMESSAGES_ICU
                      -package-name iapmessages
                      -I "$out/modules" -Xcc "-fmodule-map-file=$out/cicu-module/module.modulemap"
                      -Xcc "-fmodule-map-file=$out/catomics-module/module.modulemap"
                      -Xcc "-fmodule-map-file=$out/oracle-module/module.modulemap")
    echo "== CICU"
    for c in Sources/CICU/*.c; do
        clang -c -O1 -g -fsanitize=fuzzer-no-link,address $(pkg-config --cflags icu-i18n) -ISources/CICU/include \
            "$c" -o "$out/objects/$(basename "$c" .c).o"
    done
    echo "== BidiOracle (ICU's ubidi, FuzzBidi's judge)"
    clang -c -O1 -g -fsanitize=fuzzer-no-link,address $(pkg-config --cflags icu-uc) -IFuzz/Oracle/include \
        Fuzz/Oracle/bidi_oracle.c -o "$out/objects/bidi_oracle.o"
    echo "== CAtomics"
    clang -c -O1 -g -fsanitize=fuzzer-no-link,address -ISources/CAtomics/include Sources/CAtomics/atomics.c -o "$out/objects/catomics.o"
    echo "== IAPMessagesCore"
    swiftc "${swiftflags[@]}" -module-name IAPMessagesCore -emit-module-path "$out/modules/IAPMessagesCore.swiftmodule" \
        -c $(find Sources/IAPMessagesCore -name '*.swift' | sort) -o "$out/objects/IAPMessagesCore.o"
    echo "== MessageCompiler"
    swiftc "${swiftflags[@]}" -module-name MessageCompiler -emit-module-path "$out/modules/MessageCompiler.swiftmodule" \
        -c $(find Sources/MessageCompiler -name '*.swift' | sort) -o "$out/objects/MessageCompiler.o"
    for target in "${targets_all[@]}"; do
        echo "== $target"
        swiftc "${swiftflags[@]}" -module-name "$target" Fuzz/Targets/FuzzSupport.swift "Fuzz/Targets/$target.swift" \
            -use-ld=lld "$out"/objects/*.o $(pkg-config --libs icu-i18n icu-uc) -o "$out/$target"
    done
}

run() {
    local mode=$1 amount=$2; shift 2
    local targets=("$@")
    [ ${#targets[@]} -gt 0 ] || targets=("${targets_all[@]}")
    local limit=(-max_total_time="$amount")
    [ "$mode" = runs ] && limit=(-runs="$amount")
    # One target per core at a time (FUZZ_JOBS to choose): each still gets its whole time on a core.
    local jobs="${FUZZ_JOBS:-$(nproc)}" target
    mkdir -p "$out/logs"
    for target in "${targets[@]}"; do
        [ -x "$out/$target" ] || { echo "no $out/$target: run 'bash Scripts/fuzzing/fuzz.sh build' first" >&2; exit 2; }
        mkdir -p "$out/corpus/$target" "$out/crashes/$target"
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
        # detect_leaks=0: the caches of formatters and catalogs live for the whole process by design.
        # SWIFT_BACKTRACE: libFuzzer reports a trap itself; Swift's backtracer can hang under ASan.
        SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$out/$target" "${limit[@]}" -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
            -print_final_stats=1 -artifact_prefix="$out/crashes/$target/" \
            "$out/corpus/$target" "Fuzz/Corpus/$target" > "$out/logs/$target.log" 2>&1 &
    done
    wait || true
    local crashed=0
    for target in "${targets[@]}"; do
        echo "== $target (${limit[*]})"
        grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|Done)" "$out/logs/$target.log" || true
        if [ -n "$(ls -A "$out/crashes/$target")" ]; then
            echo "$target: crash inputs in $out/crashes/$target; its log is $out/logs/$target.log" >&2
            crashed=1
        fi
    done
    [ "$crashed" = 0 ] || exit 1
}

case "${1:-}" in
    build) build ;;
    run) run time "${2:?seconds}" "${@:3}" ;;
    runs) run runs "${2:?number of inputs}" "${@:3}" ;;
    *) sed -n '2,10p' "$0"; exit 2 ;;
esac
