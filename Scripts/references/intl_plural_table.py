#!/usr/bin/env python3
"""Writes the plural categories Dart's package:intl selects, evaluated from intl's own rules.

`FlutterPluralRules` (Sources/IAPMessagesCore) must select what a `flutter gen-l10n` app selects:
`Intl.pluralLogic(howMany, locale: localeName, ...)`, which evaluates the rule that
`pluralRules` in intl's `lib/src/plural_rules.dart` keeps for the locale. This script reads that
file, translates each rule function (boolean expressions over _n, _i, _v, _f, _t with %, ==,
!, &&, ||, list literals, `List.generate` and `.contains`) into Python, computes the operands as
intl's `startRuleEvaluation(howMany, null)` does (gen-l10n passes no precision), and prints one row
per locale key of `pluralRules` and number: locale, number, category. Anything in the rules it does
not know stops it, rather than being guessed.

The Swift test `IntlPluralAgreementTests` checks every row against `FlutterPluralRules`; CI has no
network to fetch intl, so it only runs that test on the committed table. To check the table
against intl (dart-lang/i18n, intl in pkgs/intl), from the package root:

    git clone https://github.com/dart-lang/i18n /tmp/i18n
    git -C /tmp/i18n show <commit>:pkgs/intl/lib/src/plural_rules.dart > /tmp/plural_rules.dart
    python3 Scripts/references/intl_plural_table.py /tmp/plural_rules.dart <commit> | diff -q - Tests/IAPMessagesTests/Fixtures/intl-plurals.tsv

with <commit> the one the table's first line names. To move to a newer intl, write the table with
its commit (`... /tmp/plural_rules.dart <new commit> > Tests/IAPMessagesTests/Fixtures/intl-plurals.tsv`),
run `swift test --filter IntlPluralAgreementTests`, and change FlutterPluralRules until it agrees.
The second line names the file's git blob, so a copy of plural_rules.dart can be matched to the
table without the commit.
"""
import hashlib
import math
import re
import sys

# The numbers of the table: what a count usually is, the millions French, Spanish, Italian,
# Portuguese and Catalan treat apart, and fractions (a `num` or `double` placeholder).
INTEGERS = list(range(0, 201)) + [1000000, 2000000]
FRACTIONS = [0.5, 1.5, 2.5, 0.1, 1.1, 11.5, 101.5]
# Beyond those, where intl's arithmetic shows: f is floor(n * 10^v) % 10^v on the double, so 2.01 has
# f = 0 (Serbian `other`, not `one`), 2.32 has f = 31 and 4.02 has f = 1; and negative counts, whose
# sign intl keeps (_i of -1.5 is -2, and Dart's % is never negative: -1 % 10 is 9).
ARITHMETIC = [2.01, 2.32, 4.02, 0.57, 0.21, 1.01, -1, -2, -5, -11, -21, -1000000, -1.5, -0.5]

OPERANDS = {"_n": "n", "_i": "i", "_v": "v", "_f": "f", "_t": "t"}
CATEGORIES = {"ZERO": "zero", "ONE": "one", "TWO": "two", "FEW": "few", "MANY": "many", "OTHER": "other"}


def fail(message):
    sys.exit(f"intl_plural_table.py: {message}")


# --- Operands, as intl's startRuleEvaluation(howMany, null) computes them -------------------------

def dart_round(x):
    """Dart's num.round(): to the nearest integer, halves away from zero."""
    if isinstance(x, int):
        return x
    floor = math.floor(abs(x))
    rounded = floor + 1 if abs(x) - floor >= 0.5 else floor
    return rounded if x >= 0 else -rounded


def dart_to_string(x):
    """'$n' for the numbers of the table (Dart and Python agree on the shortest digits here)."""
    if isinstance(x, int):
        return str(x)
    if not (1e-6 <= abs(x) < 1e16):
        fail(f"{x!r} is outside the range where Python's repr is Dart's toString")
    return repr(x)


def dart_mod(a, b):
    """Dart's %: the result is never negative (Python's % has the divisor's sign, and b > 0 here)."""
    return a % b


def operands(number):
    # pluralLogic: with no precision, a double equal to an integer is that integer.
    if isinstance(number, float) and number == math.trunc(number):
        number = math.trunc(number)
    n = number
    i = dart_round(n)
    text = dart_to_string(n)
    decimals = len(text) - text.index(".") - 1 if "." in text else 0
    v = min(decimals, 3)
    base = 10 ** v
    f = dart_mod(math.floor(n * base), base)
    t = f
    while t != 0 and t % 10 == 0:
        t //= 10
    return {"n": n, "i": i, "v": v, "f": f, "t": t}


# --- Translating the rules ------------------------------------------------------------------------

class DartList:
    """A Dart list literal or List.generate, for `.contains`: int == double compares values in Dart."""

    def __init__(self, items):
        self.items = list(items)

    def contains(self, value):
        return any(item == value for item in self.items)


TOKEN = re.compile(r"\s*(?:(\d+)|(_?[a-z]\b)|(List\.generate)|(\.contains)|(&&|\|\||==|!=|>=|<=|=>|[-+%!()\[\],<>]))")


def tokenize(expression):
    tokens, position = [], 0
    expression = expression.strip()
    while position < len(expression):
        match = TOKEN.match(expression, position)
        if not match:
            fail(f"cannot read {expression[position:position + 30]!r} in {expression!r}")
        tokens.append(match.group(match.lastindex))
        position = match.end()
    return tokens


def translate(tokens):
    """Dart boolean expression tokens → Python source."""
    out, k = [], 0

    def group_end(start):
        """Index after the bracket group that opens at start."""
        opening = tokens[start]
        closing = {"(": ")", "[": "]"}[opening]
        depth = 0
        for index in range(start, len(tokens)):
            if tokens[index] == opening:
                depth += 1
            elif tokens[index] == closing:
                depth -= 1
                if depth == 0:
                    return index + 1
        fail(f"unbalanced {opening} in {' '.join(tokens)}")

    def operand_end(start):
        """A `!`'s operand: a parenthesized group or a list with its .contains(...)."""
        if tokens[start] == "(":
            return group_end(start)
        if tokens[start] == "[" or tokens[start] == "List.generate":
            end = group_end(start + 1 if tokens[start] == "List.generate" else start)
            if tokens[end:end + 2] != [".contains", "("]:
                fail(f"a list not followed by .contains in {' '.join(tokens)}")
            return group_end(end + 1)
        fail(f"! before {tokens[start]!r} in {' '.join(tokens)}")

    while k < len(tokens):
        token = tokens[k]
        if token == "!":
            end = operand_end(k + 1)
            out.append(f"(not {translate(tokens[k + 1:end])})")
            k = end
            continue
        if token == "[":
            end = group_end(k)
            items = tokens[k + 1:end - 1]
            if any(not (item.isdigit() or item == ",") for item in items):
                fail(f"a list of other than integers: {' '.join(items)}")
            out.append(f"DartList([{' '.join(items)}])")
            k = end
            continue
        if token == "List.generate":
            # List.generate(count, (i) => i + start)
            shape = tokens[k:k + 12]
            if (len(shape) < 12 or shape[1] != "(" or not shape[2].isdigit() or shape[3:8] != [",", "(", "i", ")", "=>"]
                    or shape[8] != "i" or shape[9] != "+" or not shape[10].isdigit() or shape[11] != ")"):
                fail(f"a List.generate of another shape: {' '.join(shape)}")
            count, start = int(shape[2]), int(shape[10])
            out.append(f"DartList(range({start}, {start + count}))")
            k += 12
            continue
        if token in OPERANDS:
            out.append(OPERANDS[token])
        elif token == "&&":
            out.append(" and ")
        elif token == "||":
            out.append(" or ")
        elif token == "%":
            out.append(" % ")  # operands are never negative divisors; n % m with m > 0
        elif token in ("==", "!=", ">=", "<=", "<", ">"):
            out.append(f" {token} ")
        elif token == ".contains":
            out.append(".contains")
        elif token.isdigit() or token in "(),":
            out.append(token)
        else:
            fail(f"unknown token {token!r} in {' '.join(tokens)}")
        k += 1
    return "".join(out)


def balanced(text, start):
    """Index after the parenthesized text opening at start."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index + 1
    fail("unbalanced parentheses")


def parse_rules(source):
    """Rule name → [(python condition or None, category)], evaluated in order."""
    rules = {}
    for match in re.finditer(r"^PluralCase (_\w+)\(\)\s*=>\s*(\w+);", source, re.M):
        rules[match.group(1)] = [(None, CATEGORIES[match.group(2)])]
    for match in re.finditer(r"^PluralCase (_\w+)\(\) \{\n(.*?)^\}", source, re.M | re.S):
        body, steps, position = match.group(2), [], 0
        while True:
            if_match = re.compile(r"\s*if \(").match(body, position)
            if not if_match:
                break
            open_paren = if_match.end() - 1
            close = balanced(body, open_paren)
            condition = body[open_paren + 1:close - 1]
            then = re.compile(r"\s*\{\s*return (\w+);\s*\}").match(body, close)
            if not then:
                fail(f"{match.group(1)}: an if that does not just return")
            steps.append((translate(tokenize(condition)), CATEGORIES[then.group(1)]))
            position = then.end()
        last = re.compile(r"\s*return (\w+);\s*$").match(body, position)
        if not last:
            fail(f"{match.group(1)}: cannot read {body[position:position + 40]!r}")
        steps.append((None, CATEGORIES[last.group(1)]))
        rules[match.group(1)] = steps
    return rules


def parse_map(source):
    block = re.search(r"^final pluralRules = \{\n(.*?)^\};", source, re.M | re.S)
    if not block:
        fail("no pluralRules map")
    entries = []
    for line in block.group(1).splitlines():
        entry = re.fullmatch(r"\s*'([^']+)': (_\w+),", line)
        if not entry:
            fail(f"cannot read the map line {line!r}")
        entries.append((entry.group(1), entry.group(2)))
    return entries


def category(steps, number):
    scope = dict(operands(number), DartList=DartList)
    for condition, result in steps:
        if condition is None or eval(condition, {"__builtins__": {}, "range": range}, scope):
            return result
    fail("a rule with no final return")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: intl_plural_table.py <pkgs/intl/lib/src/plural_rules.dart> <dart-lang/i18n commit>")
    path, commit = sys.argv[1], sys.argv[2]
    data = open(path, "rb").read()
    blob = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
    source = data.decode("utf-8")
    rules = parse_rules(source)
    entries = parse_map(source)
    print(f"# package:intl's plural categories (Intl.pluralLogic, no precision), evaluated from dart-lang/i18n {commit} pkgs/intl/lib/src/plural_rules.dart")
    print(f"# by Scripts/references/intl_plural_table.py; that file is git blob {blob}. Columns: pluralRules key, number, category.")
    for key, rule in entries:
        if rule not in rules:
            fail(f"{key} names {rule}, which the file does not define")
        for number in INTEGERS + FRACTIONS + ARITHMETIC:
            print(f"{key}\t{dart_to_string(number)}\t{category(rules[rule], number)}")


if __name__ == "__main__":
    main()
