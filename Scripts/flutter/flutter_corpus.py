#!/usr/bin/env python3
"""The held-out measure of msgc's Flutter (gen-l10n ARB) checks.

Scripts/flutter/flutter_corpus.txt pins real, public Flutter apps to a commit; the
ARB files themselves are not committed. This script copies them out of local
git mirrors and runs msgc over them, to see what msgc reports on catalogs it
was never tuned on.

  extract --mirror DIR --out DIR
      For each app, copy its l10n.yaml (if any) and ARB directory at the
      pinned commit into OUT/<owner>+<name>/, keeping the layout, so that
      `msgc check OUT/<owner>+<name>` finds l10n.yaml and follows arb-dir.
      The mirror of owner/name is the git directory in MIRROR/<owner>+<name>*.
  check --msgc PATH --out DIR --report DIR
      Run `msgc check <app> --all` (and `--summary`) on each app, write
      REPORT/<app>.txt and REPORT/errors.tsv, and print a table.
      Exits 0 even when msgc finds errors; non-zero if msgc crashes.
  table --report DIR --verdicts FILE
      Join REPORT/errors.tsv with a judge's verdicts (the same columns plus
      verdict TRUE/FALSE/UNSURE and reason) and print the Markdown table of
      apps, errors, true, false, unsure and unjudged, with the share true.

Python 3, standard library only.
"""
import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

LIST = Path(__file__).with_name("flutter_corpus.txt")
DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*) \[([\w.-]+)\]$")
TOTALS = re.compile(r"msgc: (\d+) catalogs?, (\d+) errors?, (\d+) warnings?")


def apps(list_path):
    """(repo, commit, project dir) for each line of the list."""
    for line in list_path.read_text().splitlines():
        line = line.split("#", 1)[0].split()
        if line:
            repo, commit, project = line
            yield repo, commit, project.strip("/") if project != "." else ""


def app_name(repo):
    return repo.replace("/", "+")


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", str(gitdir), *args], check=True,
                          capture_output=True).stdout


def find_gitdir(mirror, repo):
    """The git directory fetched for repo: MIRROR/owner+name[...]/[repo/]."""
    name = app_name(repo).lower()
    dirs = sorted(d for d in mirror.iterdir() if d.name.lower().startswith(name))
    dirs.sort(key=lambda d: d.name.lower() != name)  # an exact name first
    for d in dirs:
        for candidate in [d, *sorted(d.iterdir())] if d.is_dir() else []:
            if (candidate / "HEAD").is_file() and (candidate / "objects").is_dir():
                return candidate
    return None


def yaml_value(text, key):
    """A top-level scalar of l10n.yaml (the file is flat; no YAML parser needed)."""
    m = re.search(rf"^{key}:\s*['\"]?([^'\"#\s]+)", text, re.M)
    return m.group(1) if m else None


def extract(args):
    mirror, out, missing = Path(args.mirror), Path(args.out), []
    for repo, commit, project in apps(Path(args.list)):
        gitdir = find_gitdir(mirror, repo)
        if gitdir is None or subprocess.run(
                ["git", "--git-dir", str(gitdir), "cat-file", "-e", commit + "^{commit}"],
                capture_output=True).returncode != 0:
            missing.append((repo, commit, "not in the mirror" if gitdir is None
                            else f"{gitdir} lacks the commit"))
            continue
        dest = out / app_name(repo)
        shutil.rmtree(dest, ignore_errors=True)
        prefix = project + "/" if project else ""
        try:
            yaml = git(gitdir, "show", f"{commit}:{prefix}l10n.yaml").decode()
        except subprocess.CalledProcessError:
            yaml, arb_dir = None, ""  # the project dir is the ARB directory
        else:
            arb_dir = (yaml_value(yaml, "arb-dir") or "lib/l10n").strip("/")
            dest.mkdir(parents=True)
            (dest / "l10n.yaml").write_text(yaml)
        source = (prefix + arb_dir).rstrip("/")
        entries = git(gitdir, "ls-tree", commit, *[source + "/"] if source else []).decode()
        arbs = [line.split("\t", 1) for line in entries.splitlines() if line.endswith(".arb")]
        (dest / arb_dir).mkdir(parents=True, exist_ok=True)
        for info, path in arbs:
            target, content = dest / arb_dir / Path(path).name, git(gitdir, "show", f"{commit}:{path}")
            if info.startswith("120000"):  # a symbolic link, e.g. app_en_US.arb -> app_en.arb
                target.symlink_to(content.decode())
            else:
                target.write_bytes(content)
        print(f"{repo:40} {len(arbs):4} ARB files{'' if yaml else ' (no l10n.yaml)'}")
    for repo, commit, why in missing:
        print(f"MISSING {repo} @ {commit[:12]}: {why}; fetch github:{repo}", file=sys.stderr)
    print(f"{len(missing)} app(s) missing from the mirror" if missing else "all apps extracted")
    return 1 if missing else 0


def template_messages(app_dir):
    """How many messages the template ARB file holds, and how many ARB files there are."""
    yaml_path = app_dir / "l10n.yaml"
    if yaml_path.is_file():
        yaml = yaml_path.read_text()
        arb_dir = app_dir / (yaml_value(yaml, "arb-dir") or "lib/l10n")
        template = arb_dir / (yaml_value(yaml, "template-arb-file") or "app_en.arb")
    else:
        arb_dir = app_dir
        template = next(iter(sorted(arb_dir.glob("*_en.arb"))), None)
    arbs = len(list(arb_dir.glob("*.arb")))
    try:
        return arbs, sum(not k.startswith("@") for k in json.loads(template.read_text("utf-8-sig")))
    except (OSError, AttributeError, ValueError):
        return arbs, None


def check(args):
    out, report = Path(args.out), Path(args.report)
    report.mkdir(parents=True, exist_ok=True)
    rows, error_rows, crashed = [], [], []
    for repo, _, _ in apps(Path(args.list)):
        name, app_dir = app_name(repo), out / app_name(repo)
        if not app_dir.is_dir():
            print(f"{name}: not extracted (run extract first)", file=sys.stderr)
            continue
        start = time.perf_counter()
        full = subprocess.run([args.msgc, "check", str(app_dir), "--all"],
                              capture_output=True, text=True)
        seconds = time.perf_counter() - start
        summary = subprocess.run([args.msgc, "check", str(app_dir), "--summary"],
                                 capture_output=True, text=True)
        (report / f"{name}.txt").write_text(
            f"$ msgc check {app_dir} --all  # exit {full.returncode}, {seconds:.2f}s\n"
            f"{full.stdout}{full.stderr}\n"
            f"$ msgc check {app_dir} --summary  # exit {summary.returncode}\n"
            f"{summary.stdout}{summary.stderr}")
        for run in (full, summary):
            if run.returncode not in (0, 1):
                how = f"signal {-run.returncode}" if run.returncode < 0 else f"exit {run.returncode}"
                crashed.append(f"{name}: msgc {run.args[-1]} ended with {how}")
        for line in full.stderr.splitlines() + full.stdout.splitlines():
            m = DIAGNOSTIC.match(line)
            if m and m.group(4) == "error":
                path, line_no, column, _, message, code = m.groups()
                path = str(Path(path).relative_to(app_dir)) if path.startswith(str(app_dir)) else path
                error_rows.append((name, path, line_no, column, code, message))
        totals = TOTALS.search(full.stdout + full.stderr)
        catalogs, errors, warnings = totals.groups() if totals else ("?", "?", "?")
        rows.append((name, *template_messages(app_dir), catalogs, errors, warnings, seconds))

    with open(report / "errors.tsv", "w") as tsv:
        tsv.write("app\tfile\tline\tcolumn\tcode\tmessage\n")
        for row in error_rows:
            tsv.write("\t".join(str(f).replace("\t", " ") for f in row) + "\n")

    print(f"{'app':40} {'ARB':>4} {'msgs':>5} {'read':>5} {'errors':>7} {'warnings':>9} {'seconds':>8}")
    for name, arbs, msgs, catalogs, errors, warnings, seconds in rows:
        print(f"{name:40} {arbs:>4} {msgs if msgs is not None else '?':>5} {catalogs:>5} "
              f"{errors:>7} {warnings:>9} {seconds:>8.2f}")
    total = lambda i: sum(int(r[i]) for r in rows if str(r[i]).isdigit())
    print(f"{'total':40} {total(1):>4} {total(2):>5} {total(3):>5} {total(4):>7} {total(5):>9} "
          f"{sum(r[6] for r in rows):>8.2f}")
    print(f"error findings: {report / 'errors.tsv'} ({len(error_rows)} rows)")
    for line in crashed:
        print(f"CRASH {line}", file=sys.stderr)
    return 1 if crashed else 0


def table(args):
    report = Path(args.report)
    key = lambda row: tuple(row[:6])
    rows = lambda path: [line.split("\t") for line in Path(path).read_text().splitlines()[1:] if line]
    verdicts = {key(row): row[6] for row in rows(args.verdicts) if len(row) > 6}
    seconds = {}
    for path in report.glob("*.txt"):
        first = path.read_text().split("\n", 1)[0]
        m = re.search(r"([\d.]+)s$", first)
        if m:
            seconds[path.stem] = float(m.group(1))
    counts = {}
    for row in rows(report / "errors.tsv"):
        app = counts.setdefault(row[0], {"errors": 0, "TRUE": 0, "FALSE": 0, "UNSURE": 0, "unjudged": 0})
        app["errors"] += 1
        app[verdicts.get(key(row), "unjudged")] += 1
    for app in seconds:
        counts.setdefault(app, {"errors": 0, "TRUE": 0, "FALSE": 0, "UNSURE": 0, "unjudged": 0})
    print("| app | errors | true | false | unsure | unjudged | seconds |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    total = {"errors": 0, "TRUE": 0, "FALSE": 0, "UNSURE": 0, "unjudged": 0}
    for app in sorted(counts, key=str.lower):
        c = counts[app]
        for k in total:
            total[k] += c[k]
        print(f"| {app.replace('+', '/')} | {c['errors']} | {c['TRUE']} | {c['FALSE']} | {c['UNSURE']} | "
              f"{c['unjudged']} | {seconds.get(app, float('nan')):.2f} |")
    print(f"| **all {len(counts)} apps** | {total['errors']} | {total['TRUE']} | {total['FALSE']} | "
          f"{total['UNSURE']} | {total['unjudged']} | {max(seconds.values(), default=0):.2f} (slowest) |")
    judged = total["TRUE"] + total["FALSE"]
    if judged:
        print(f"\n{total['TRUE']} of {judged} judged errors true ({100 * total['TRUE'] / judged:.1f} %)")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", default=str(LIST), help="the app list (default: %(default)s)")
    commands = parser.add_subparsers(dest="command", required=True)
    e = commands.add_parser("extract", help="copy each app's ARB files out of the mirror")
    e.add_argument("--mirror", required=True)
    e.add_argument("--out", required=True)
    c = commands.add_parser("check", help="run msgc on each extracted app")
    c.add_argument("--msgc", required=True)
    c.add_argument("--out", required=True)
    c.add_argument("--report", required=True)
    t = commands.add_parser("table", help="join the errors with a judge's verdicts")
    t.add_argument("--report", required=True)
    t.add_argument("--verdicts", required=True)
    args = parser.parse_args()
    sys.exit({"extract": extract, "check": check, "table": table}[args.command](args))


if __name__ == "__main__":
    main()
