#!/usr/bin/env bash
# Renders `msgc status --format html` in headless Chromium and reads back the page's own layout check:
# every bar segment must be drawn at the width of its percentage. A tampered copy must fail it.
#
#     bash Scripts/exports/check_status_page.sh path/to/msgc
set -euo pipefail
msgc="$1"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
cp -r "$root/Localizations" "$work/L"
# A changed English text (every translation of it needs review) and a missing German message.
sed -i 's/"user.buttonRefresh": "Refresh"/"user.buttonRefresh": "Reload"/' "$work/L/en.arb"
python3 - "$work/L/de.arb" <<'PY'
import sys
path = sys.argv[1]
lines = [l for l in open(path, encoding="utf-8") if '"user.alertSuccess"' not in l and '"@user.alertSuccess"' not in l]
open(path, "w", encoding="utf-8").writelines(lines)
PY
"$msgc" status "$work/L" --format html --output "$work/report.html"
# German had every message: now one fewer is translated, one needs review, one is missing.
total="$("$msgc" status "$root/Localizations" | awk '$1 == "de" { print $2 }')"
expected="$(python3 -c "t = $total; print(f'^de +{t - 2} +1 +1 +{(t - 2) / t * 100:.1f}%$')")"
"$msgc" status "$work/L" | grep -E "$expected" >/dev/null || { "$msgc" status "$work/L"; echo "unexpected status table (expected $expected)" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser)
render() { timeout 120 "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$1" 2>/dev/null; }
dom=$(render "$work/report.html")
grep -q 'data-layout-check="ok"' <<<"$dom" || { echo "status page: layout check did not pass in Chromium" >&2; grep -o 'data-layout-check="[^"]*"' <<<"$dom" >&2; exit 1; }
grep -q 'Reload' <<<"$dom" || { echo "status page: the changed English is not listed" >&2; exit 1; }
# The check must be able to fail: draw one bar at the wrong width.
sed -E '0,/class="fill" data-percent="([0-9.]+)" style="width: [0-9.]+%"/s//class="fill" data-percent="\1" style="width: 10%"/' "$work/report.html" > "$work/tampered.html"
cmp -s "$work/report.html" "$work/tampered.html" && { echo "status page: could not tamper with the page" >&2; exit 1; }
grep -q 'data-layout-check="failed' <<<"$(render "$work/tampered.html")" || { echo "status page: a wrong bar went unnoticed" >&2; exit 1; }
"$browser" --headless --no-sandbox --disable-gpu --screenshot="$work/report.png" --window-size=1200,900 "file://$work/report.html" >/dev/null 2>&1 || true
echo "status page: rendered by $("$browser" --version 2>/dev/null | head -1), layout check ok, tampered copy caught"
