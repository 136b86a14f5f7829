#!/usr/bin/env python3
"""Fails when code that must run on iOS 13 / macOS 10.15 uses an API newer than that without a guard.

The runtime goes into iOS 13 apps and msgc runs on macOS 10.15, but this machine cannot compile for
Apple platforms, so the Swift compiler's own availability checking never runs here. This script is the
stand-in, in two layers, and reports what either finds:

    python3 Scripts/apple/check_availability.py                 # both layers on the package
    python3 Scripts/apple/check_availability.py --module DIR    # also DIR's Swift files (say, app-side code
                                                          # importing IAPMessages), both layers
    python3 Scripts/apple/check_availability.py FILE_OR_DIR …   # the table layer on those files only
    (--no-table, --no-compiler, --no-package: one layer, or only what --module names)

The compiler layer (Scripts/apple/availability_compiler.py) type-checks what an Apple app compiles, as the
Apple configuration builds it on Linux: IAPMessagesCore (with CAtomics, without IAPMESSAGES_ICU) and
IAPMessages, plus each --module. From the JSON AST of `swiftc -dump-ast` it takes every reference
the compiler resolved (the USR of the declaration) and every nominal type spelled in a declaration
(parameter, result, property and cast types, extended types), and looks the declaration up in the
symbol graphs of the toolchain's own modules (Swift, _Concurrency, _StringProcessing, RegexBuilder,
Synchronization, Observation, Dispatch, Foundation, FoundationEssentials,
FoundationInternationalization): their Linux builds carry Apple's `@available` annotations though Linux
never enforces them; a member without its own takes its enclosing declaration's. The checked modules'
own `@available` declarations count the same way. A platform where Apple marks the API unavailable
needs nothing here (that is a compile error of its own). The guards are read off the AST: `@available`
on a declaration covers it (its attributes, signature and body), `if #available` its then-block,
`if #unavailable` (alone) its else-block, `while #available` its body, `guard #available` the rest of
the enclosing scope and `guard #unavailable` its else-block; not `@available` on a stored instance
property or on an enum case with associated values (the compiler rejects both). This layer knows
every API of those modules without a table: `Date.RelativeFormatStyle.allowedFields` (iOS 18) inside
`if #available(iOS 15, …)` is reported, as the table's "FormatStyle = iOS 15" could not. A type alias
is resolved away in the AST, so one the symbol graphs hold (`Date.RelativeFormatStyle.Field`, iOS 18,
for `Date.ComponentsFormatStyle.Field`, iOS 15) counts where the declaration spells it. Linux ranks
overloads without availability where Apple's compiler ranks one the context lacks below the others
(`Double(substring)` is the Substring initializer of iOS 14 here, the generic StringProtocol one
there): a newer declaration with an overload of the same name that the context has is not reported.

The table layer (`APIS` below) knows the post-iOS-13 APIs this kind of code reaches for (Swift's
Duration and clocks, Regex and regex literals, Mutex and Atomic, FormatStyle, the 2022 URL, Locale
and string APIs, Observation and SwiftUI property wrappers, Logger, StoreKit 2, …) by their spellings
and walks the text for the guards that cover each use. It reads every Swift file of the package
(Sources, Plugins, Tests, Benchmarks, Examples/ShopApp), also what Linux cannot compile: the
`#if canImport(Darwin)` branches, StoreKit and SwiftUI code.

What each sees, and what neither can: the AST of a Linux build holds only the branches Linux compiles.
Code under `#if os(Linux)`, `#if !canImport(Darwin)` or a condition Package.swift defines only on Linux
is there but Apple platforms never build it, so the compiler layer asks the text walk which Apple
platforms compile each line it would report (none: not reported). Code under `#if canImport(Darwin)`,
`#if os(iOS)` and the like is not in the AST at all: only the table sees it, and only the spellings
in its table. The compiler layer does not see a conformance to a newer protocol (the JSON AST leaves
inheritance clauses out; the table does, for a name it lists), an unqualified type alias inside its
parent type's extension, or what the compiler itself leaves unchecked (code a macro expands to,
synthesized conformances, the iterator calls of a for-in loop). Neither sees a Darwin-only API under a
spelling the table lacks. The real check is Apple's compiler against an iPhoneOS SDK:
Scripts/apple/check_apple_sdk.sh, where an SDK is at hand.

A guard is what the compiler accepts as one (the table layer's walk mirrors it in the text):
  - `@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)` on a declaration (function, initializer,
    computed property, subscript, type, extension) covers its signature and its body, and everything
    nested in it;
  - `if #available(…) { … }` (and `while #available`) covers that block, and `if #unavailable(…) { … }
    else { … }` the else block;
  - `guard #available(…) else { … }` covers the rest of the enclosing scope after the else block.
Not a guard: an attribute in a comment or a string; `@available` on a stored property or on an enum case
with associated values (the compiler rejects both: "stored properties cannot be marked potentially
unavailable"; mark the enclosing type instead).

A guard must cover every platform the package supports (Package.swift: iOS 13, macOS 10.15, tvOS 13,
watchOS 6, visionOS 1). A platform a guard leaves to `*` gets only its deployment target, so
`if #available(iOS 16, *)` around Duration still fails the macOS, tvOS and watchOS builds; visionOS
follows the iOS version. Inside `#if os(iOS)` only iOS counts, and code under `#if os(Linux)` (or a
compilation condition Package.swift defines only on Linux) is not checked.

The API table is matched against code only: comments and the text of string literals are blanked
first, and a regex literal (`/a+b/`, `#/…/#`) is recognised where Swift's parser would see one, not in
a division (`a / b`, `x /= 2`). Spellings that the package declares itself (its own `Mutex` type, say)
are not reported. What the table cannot see: a newer API reached through a spelling that is not in
it (a method called on an inferred value, say); in the modules the compiler layer compiles (not the
tests, benchmarks or msgc), it sees that too wherever Linux compiles the code.

The tests and benchmarks must compile there too (a test of a newer API is marked @available).
`Scripts/apple/test_check_availability.py` holds both layers to injected uses and guard forms.

Exit status 0 when clean, 1 with one
`path:line: API (iOS N, macOS M, …) used without @available/#available covering …` per use (and per
line and API), 2 when the compiler layer could not run (a module does not compile, no toolchain): the
compiler's output is printed. The compiler layer needs a Swift 6 toolchain (swiftc on PATH or in
/opt/swift/usr/bin) and works in a temporary directory; it ends with a one-line summary of its counts.
"""
import bisect
import os
import pathlib
import re
import sys

# ---------------------------------------------------------------------------------------------------
# Platforms and versions

PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")
# Package.swift's deployment targets: what a platform a guard leaves to `*` is known to have.
DEPLOYMENT = {"iOS": (13,), "macOS": (10, 15), "tvOS": (13,), "watchOS": (6,), "visionOS": (1,)}
# The releases of one year bring the same APIs; iOS N names them below. (macOS, watchOS, visionOS)
# for each iOS release; tvOS numbers as iOS does. visionOS 1 has everything up to iOS 17.
RELEASES = {
    14: ((11,), (7,), (1,)),
    15: ((12,), (8,), (1,)),
    16: ((13,), (9,), (1,)),
    17: ((14,), (10,), (1,)),
    18: ((15,), (11,), (2,)),
    26: ((26,), (26,), (26,)),
}
PLATFORM_NAMES = {"iOS": "iOS", "macOS": "macOS", "OSX": "macOS", "tvOS": "tvOS", "watchOS": "watchOS",
                  "visionOS": "visionOS", "xrOS": "visionOS"}


def introduced(ios):
    """The version of each platform that has an API introduced with iOS `ios`."""
    mac, watch, vision = RELEASES[ios]
    return {"iOS": (ios,), "macOS": mac, "tvOS": (ios,), "watchOS": watch, "visionOS": vision}


def version(text):
    return tuple(int(part) for part in text.split("."))


def spelled(v):
    return ".".join(str(part) for part in v)


# ---------------------------------------------------------------------------------------------------
# The APIs: each entry names the API, the iOS release that introduced it (from Apple's documentation;
# the other platforms follow RELEASES) and the spellings that reveal a use.

class API:
    def __init__(self, name, ios, pattern, unless=None, shadow=None):
        self.name = name
        self.ios = ios
        self.needs = introduced(ios)
        self.pattern = re.compile(pattern)
        # A line matching `unless` is some older API spelled alike (DispatchTimeInterval's `.seconds(1)`).
        self.unless = re.compile(unless) if unless else None
        # A declaration of `shadow` anywhere in the checked code means the spelling is the package's own.
        self.shadow = re.compile(shadow) if shadow else None
        # Strings one of which every match contains: files without any of them are not searched.
        self.literals = required_literals(pattern)


def required_literals(pattern):
    """Strings one of which every match of `pattern` contains (read off its parse), or None if unknown."""
    try:
        from re import _parser as parser
    except ImportError:
        return None

    def required(items):
        candidates, run = [], ""
        for op, argument in items:
            if op == parser.LITERAL:
                run += chr(argument)
                continue
            if op in (parser.AT, parser.ASSERT, parser.ASSERT_NOT):  # zero-width: the run goes on
                continue
            if run:
                candidates.append({run})
                run = ""
            found = None
            if op == parser.BRANCH:
                branches = [required(branch) for branch in argument[1]]
                found = set().union(*branches) if all(branches) else None
            elif op == parser.SUBPATTERN:
                found = required(argument[-1])
            elif op in (parser.MAX_REPEAT, parser.MIN_REPEAT) and argument[0] >= 1:
                found = required(argument[2])
            if found:
                candidates.append(found)
        if run:
            candidates.append({run})
        return max(candidates, key=lambda c: min(map(len, c)), default=None)

    try:
        found = required(parser.parse(pattern))
    except Exception:  # a parser of another Python version: search every file
        return None
    return sorted(found) if found and min(map(len, found)) >= 2 else None


def declares(*names):
    """A pattern for a declaration of a type named one of `names`."""
    return r"\b(?:struct|class|enum|actor|protocol|typealias)\s+(?:" + "|".join(names) + r")\b"


APIS = [
    # Swift standard library and concurrency. Not listed because they are back-deployed to iOS 13:
    # async/await, Task, TaskGroup, AsyncStream, withChecked(Throwing)Continuation, Task.sleep(nanoseconds:).
    API("Duration", 16, r"\bDuration\b"),
    API("Duration.seconds(_:)", 16, r"(?<![\w)\]])\.(?:seconds|milliseconds|microseconds|nanoseconds|attoseconds)\(",
        unless=r"\.now\(\)|\bDispatch(?:Time|WallTime|TimeInterval|Queue|Group|Semaphore)\b|\basyncAfter\b|\bwait\(timeout:"),
    API("Clock", 16, r"\b(?:ContinuousClock|SuspendingClock|InstantProtocol|DurationProtocol)\b"
        r"|\bclock:\s*\.(?:continuous|suspending)\b|\b(?:some|any)\s+Clock\b|\bClock\s*<", shadow=declares("Clock")),
    API("Task.sleep(for:)", 16, r"\bTask\.sleep\((?:for|until):"),
    API("withDiscardingTaskGroup", 17, r"\bwith(?:Throwing)?DiscardingTaskGroup\b"),
    API("TaskExecutor", 18, r"\bTaskExecutor\b|\bwithTaskExecutorPreference\b|\bexecutorPreference:"),
    API("Int128", 18, r"\bU?Int128\b"),
    API("InlineArray", 26, r"\bInlineArray\b"),
    API("String(unsafeUninitializedCapacity:initializingUTF8With:)", 14, r"\bString\(\s*unsafeUninitializedCapacity:"),
    API("String(validating:as:)", 18, r"\bString\(\s*validating:"),
    API("string algorithms", 16, r"\.replacing\(|\.ranges\(of:|\.firstRange\(of:|\.trimmingPrefix\("),
    # `.split(separator: "ab")` splits on a collection; "a" and "\n" are Characters (string literal text
    # is blanked to one `_` per Character before matching).
    API("split(separator:) with a String", 16, r'\.split\(\s*separator:\s*"__+"'),
    API("RangeSet", 18, r"\bRangeSet\b|\bDiscontiguousSlice\b|\.removeSubranges\(|\.moveSubranges\("),
    # Regex
    API("Regex", 16, r"\bRegex\b|\bRegexComponent\b|\b(?:firstMatch|wholeMatch|prefixMatch|matches)\(of:"
        r"|\b(?:OneOrMore|ZeroOrMore|ChoiceOf|TryCapture)\b"),
    API("regex literal", 16, r"#/"),  # every regex literal reads `#/ /#` once the literal is blanked
    # Synchronization and os
    API("Mutex", 18, r"\bMutex\b", shadow=declares("Mutex")),
    API("Atomic", 18, r"(?<![@\w.])Atomic\s*[<(]|\bAtomicLazyReference\b|\bWordPair\b", shadow=declares("Atomic")),
    API("OSAllocatedUnfairLock", 16, r"\bOSAllocatedUnfairLock\b"),
    API("Logger", 14, r"\bLogger\(\s*subsystem:|\bos\.Logger\b|\bOSLogMessage\b|\bOSLogPrivacy\b"),
    API("OSSignposter", 15, r"\bOSSignposter\b"),
    # Foundation
    API("FormatStyle", 15, r"\b\w*FormatStyle\b|\bParseStrategy\b"),
    API("formatted(_:)", 15, r"(?<=[\w)\]?!])\.formatted\((?:\)|\s*date:|\s*\.(?:number|currency|percent|dateTime|iso8601"
        r"|list|byteCount|measurement|relative|name|units|time|interval|components|url)\b)"),
    API("parsing with a format", 15, r"\b(?:Decimal|Int|Double|Float|Date)\([^()]*,\s*(?:format|strategy):"),
    API("AttributedString", 15, r"\b(?:AttributedString|AttributeContainer|AttributeScopes)\b"),
    API("Date.now", 15, r"\bDate\.now\b|(?<![\w)\].])\.now\b(?!\s*\()",
        shadow=r"\bcase\s+(?:\w+\s*,\s*)*now\b|\b(?:var|let)\s+now\b"),
    API("URL(filePath:)", 16, r"\bURL\(\s*filePath:|\.appending\(\s*(?:path|component|components|queryItems?):"
        r"|\.(?:path|host|query|fragment|user|password)\(\s*percentEncoded:|\bdirectoryHint:"
        r"|\bURL\.(?:temporaryDirectory|documentsDirectory|homeDirectory|cachesDirectory|applicationSupportDirectory"
        r"|downloadsDirectory|libraryDirectory|desktopDirectory|moviesDirectory|musicDirectory|picturesDirectory"
        r"|sharedPublicDirectory|trashDirectory|userDirectory|applicationDirectory|currentDirectory)\b"),
    API("String(localized:)", 15, r"\b(?:String|AttributedString)\(\s*localized:|\bString\.LocalizationValue\b"),
    API("LocalizedStringResource", 16, r"\bLocalizedStringResource\b"),
    API("Locale.Language", 16, r"\bLocale\.(?:Language|Region|Script|LanguageCode|NumberingSystem|Currency|Components"
        r"|Collation|Subdivision|Variant|MeasurementSystem|HourCycle|Weekday|IdentifierType)\b"
        r"|\bLocale\(\s*(?:languageCode|components|languageComponents):|\.identifier\(\s*\.(?:bcp47|icu|cldr)\s*\)"
        r"|\b(?:locale|Locale\.current|Locale\.autoupdatingCurrent)\.(?:language|region|currency|numberingSystem"
        r"|measurementSystem|hourCycle|firstDayOfWeek|collation|subdivision|variant|availableNumberingSystems)\b"),
    API("#Predicate", 17, r"#Predicate\b|\bPredicate\s*<", shadow=declares("Predicate")),
    API("#Expression", 18, r"#Expression\b"),
    # Observation, SwiftData and SwiftUI. (`#Preview` with a SwiftUI body is documented back to iOS 13.)
    API("@Observable", 17, r"@Observable\b|@ObservationIgnored\b|\bwithObservationTracking\b|\bObservationRegistrar\b"),
    API("@Bindable", 17, r"@Bindable\b"),
    API("SwiftData", 17, r"@Model\b|\bModelContainer\b|\bModelContext\b|\bFetchDescriptor\b"),
    API("@StateObject", 14, r"@StateObject\b"),
    API("@AppStorage", 14, r"@(?:AppStorage|SceneStorage)\b"),
    API("@Namespace", 14, r"@(?:Namespace|ScaledMetric|UIApplicationDelegateAdaptor|NSApplicationDelegateAdaptor"
        r"|WKApplicationDelegateAdaptor)\b"),
    API("@FocusState", 15, r"@FocusState\b"),
    API("Text(_:style:)", 14, r"\bText\((?:[^()]|\([^()]*\))*,\s*style:"),
    API("SwiftUI (2020)", 14, r"\b(?:LazyVStack|LazyHStack|LazyVGrid|LazyHGrid|ScrollViewReader|OutlineGroup"
        r"|DisclosureGroup|TextEditor|WindowGroup)\b|\.onChange\(\s*of:|\.fullScreenCover\(|\.ignoresSafeArea\("),
    API("SwiftUI (2021)", 15, r"\b(?:AsyncImage|TimelineView)\b|\.task\s*(?:\{|\(\s*(?:id|priority):)|\.refreshable\s*\{"
        r"|\.searchable\(|\.foregroundStyle\(|\.(?:overlay|background)\(\s*alignment:|\.safeAreaInset\("),
    API("SwiftUI (2022)", 16, r"\b(?:NavigationStack|NavigationSplitView|ShareLink|ViewThatFits|PhotosPicker)\b"
        r"|\.navigationDestination\(|\.presentationDetents\(|\.scrollContentBackground\("),
    API("SwiftUI (2023)", 17, r"\bContentUnavailableView\b|\.containerRelativeFrame\(|\.sensoryFeedback\("),
    # StoreKit 2
    API("StoreKit 2", 15, r"\bProduct\.(?:products\(\s*for:|(?:PurchaseResult|PurchaseOption|SubscriptionInfo"
        r"|SubscriptionPeriod|SubscriptionOffer|ProductType|PurchaseError)\b)"
        r"|\bTransaction\.(?:currentEntitlements|updates|unfinished|all|latest\(\s*for:|currentEntitlement\(\s*for:)"
        r"|\bAppStore\.(?:sync|showManageSubscriptions|beginRefundRequest)\(|\bVerificationResult\s*<|\bStoreKitError\b",
        shadow=declares("Product", "Transaction", "AppStore")),
    API("AppTransaction", 16, r"\bAppTransaction\b"),
    API("SubscriptionStoreView", 17, r"\bSubscriptionStoreView\b"),
]
DEFAULT_ROOTS = ["Sources", "Plugins", "Tests", "Benchmarks", "Examples/ShopApp/Sources"]
PACKAGE = pathlib.Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------------------------------------
# Code only: comments and string text blanked, regex literals marked, line structure kept.

class Blanker:
    """`Blanker(text).code()`: the file with comments removed, the text of each string literal replaced
    by `_` (one Character) or `__` (more) line by line, interpolated expressions kept as code, and each
    regex literal replaced by `#/ /#`. Every newline of the file is kept, so line numbers carry over."""

    CODE = re.compile(r'[/"#]')
    INTERPOLATION = re.compile(r'[/"#()]')

    def __init__(self, text):
        self.text = text
        self.out = []

    def code(self):
        self.lex_code(0, inside_interpolation=False)
        return "".join(self.out)

    def lex_code(self, i, inside_interpolation):
        """Copies code from `i`; inside an interpolation, stops after the `)` that closes it."""
        text, out, depth = self.text, self.out, 0
        special = self.INTERPOLATION if inside_interpolation else self.CODE
        while True:
            match = special.search(text, i)
            if not match:
                out.append(text[i:])
                return len(text)
            j = match.start()
            out.append(text[i:j])
            char = text[j]
            if char == "(":
                depth += 1
                out.append(char)
                i = j + 1
            elif char == ")":
                out.append(char)
                i = j + 1
                if inside_interpolation:
                    if depth == 0:
                        return i
                    depth -= 1
            elif char == '"':
                i = self.lex_string(j, 0)
            elif char == "#":
                i = self.lex_pound(j)
            else:
                i = self.lex_slash(j)

    def lex_pound(self, j):
        text = self.text
        k = j
        while k < len(text) and text[k] == "#":
            k += 1
        pounds = k - j
        if k < len(text) and text[k] == '"':
            return self.lex_string(k, pounds)
        if k < len(text) and text[k] == "/":
            end = text.find("/" + "#" * pounds, k + 1)
            if end >= 0:  # an extended regex literal, perhaps over several lines
                self.out.append("#/" + " " + "\n" * text.count("\n", k, end) + "/#")
                return end + 1 + pounds
        self.out.append(text[j:k])
        return k

    def lex_slash(self, j):
        text, out = self.text, self.out
        following = text[j + 1:j + 2]
        if following == "/":  # a line comment
            end = text.find("\n", j)
            return len(text) if end < 0 else end
        if following == "*":  # a block comment; Swift's nest
            depth, k = 1, j + 2
            while depth and k < len(text):
                if text.startswith("/*", k):
                    depth, k = depth + 1, k + 2
                elif text.startswith("*/", k):
                    depth, k = depth - 1, k + 2
                else:
                    k += 1
            out.append(" " + "\n" * text.count("\n", j, k))
            return k
        end = self.regex_literal_end(j)
        if end is None:
            out.append("/")
            return j + 1
        out.append("#/ /#")
        return end

    KEYWORDS_BEFORE_EXPRESSION = {"return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while",
                                  "else", "is", "as", "yield", "switch", "let", "var", "repeat", "some", "any"}

    def regex_literal_end(self, j):
        """Where the bare regex literal starting at `j` ends, or None when this `/` is an operator.

        Swift's rule: a `/` starts a regex literal where an expression may begin (not right after an
        operand), when it is not followed by a space and the literal closes on the same line."""
        text = self.text
        following = text[j + 1:j + 2]
        if following in ("", " ", "\t", "\n", "=", "/"):
            return None
        k = j - 1
        while k >= 0 and text[k] in " \t":
            k -= 1
        if k >= 0:
            before = text[k]
            if before.isalnum() or before == "_":
                start = k
                while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
                    start -= 1
                if text[start:k + 1] not in self.KEYWORDS_BEFORE_EXPRESSION:
                    return None
            elif before in ')]}"`!?>' or before == "\\":
                return None
            elif before == "/" or before == "*":  # an operator such as `//` or `*/` ends here
                return None
        k, in_class = j + 1, 0
        while k < len(text) and text[k] != "\n":
            char = text[k]
            if char == "\\":
                k += 2
                continue
            if char == "[":
                in_class += 1
            elif char == "]" and in_class:
                in_class -= 1
            elif char == "/" and not in_class:
                return k + 1
            k += 1
        return None

    ESCAPE = re.compile(r"u\{[0-9a-fA-F]*\}|.", re.S)
    STRING_SPECIAL = re.compile(r'[\n\\"]')
    # Code points that join the Character before them: combining marks, variation selectors, ZWJ, skin tones.
    JOINING = re.compile("[\u0300-\u036f\u200d\ufe00-\ufe0f\U0001F3FB-\U0001F3FF\U000E0020-\U000E007F]")
    FLAG = re.compile("[\U0001F1E6-\U0001F1FF]{2}")

    def characters(self, segment):
        """How many Characters `segment` holds, counted up to 2 (all the split rule asks)."""
        if len(segment) > 16:
            return 2
        return len(self.FLAG.sub("f", self.JOINING.sub("", segment)))

    def lex_string(self, j, pounds):
        """A string literal at `j` (its opening quote; `pounds` `#`s before it for a raw string). Its text
        becomes `_` for one Character and `__` for more, line by line; interpolations stay code."""
        text, out = self.text, self.out
        multiline = text.startswith('"""', j)
        quote = '"""' if multiline else '"'
        close = quote + "#" * pounds
        escape = "\\" + "#" * pounds
        out.append(quote)
        i, count = j + len(quote), 0
        while True:
            match = self.STRING_SPECIAL.search(text, i)
            k = match.start() if match else len(text)
            count += self.characters(text[i:k])
            if not match:
                out.append("_" * min(count, 2))
                return len(text)
            char = text[k]
            if char == '"' and text.startswith(close, k):
                out.append("_" * min(count, 2) + quote)
                return k + len(close)
            if char == "\n":
                out.append("_" * min(count, 2) + "\n")
                i, count = k + 1, 0
                if not multiline:  # an unterminated literal: stop at the end of the line
                    return i
            elif char == "\\" and text.startswith(escape, k):
                i = k + len(escape)
                if text.startswith("(", i):
                    out.append("_" * min(count, 2) + "\\(")
                    i, count = self.lex_code(i + 1, inside_interpolation=True), 0
                elif text.startswith("\n", i):  # a line continuation in a multi-line string
                    pass
                else:
                    matched = self.ESCAPE.match(text, i)
                    count += 1
                    i = matched.end() if matched else i + 1
            else:  # a quote that does not close, or a backslash in a raw string
                count += 1
                i = k + 1


# ---------------------------------------------------------------------------------------------------
# What is guaranteed where: a walk over the code that records, at each point where it changes, the
# version each platform is known to have and the platforms the code is compiled for.

ALL = frozenset(PLATFORMS)
TOKEN = re.compile(r"""
    (?P<avail>[@#](?P<which>available|unavailable)\s*\((?P<spec>[^()]*)\))
  | ^[ \t]*\#(?P<directive>if|elseif|else|endif)\b(?P<condition>[^\n]*)
  | (?<![.\w])(?P<keyword>struct|enum|extension|protocol|func|init|deinit|subscript|var|let|case|typealias|macro
       |associatedtype|if|guard|while|else|static
       |class(?!\s+(?:func|var|let|subscript|override|final|static|public|private|internal|fileprivate|open
                    |nonisolated|convenience|required|dynamic)\b)
       |actor(?=\s+\w+\s*(?:[:{<]|where\b|$)))\b
  | (?P<punct>[{}()\[\]])
  | (?P<newline>\n)
""", re.M | re.X)
TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "extension", "protocol"}
# A line ending so, or followed by a line starting so, goes on with the same declaration or condition.
CONTINUED_END = re.compile(r"(?:[,=(\[:&|+\-*/.<]|->|\b(?:where|throws|rethrows|async|in))\s*$")
CONTINUING_START = re.compile(r"^\s*(?:[{.=:,&|+*?)\]]|->|\b(?:where|throws|rethrows|async|else)\b)")
STORED_NOTE = ("; an @available on a stored property is not a guard (the compiler rejects it): "
               "mark the enclosing type")
PAYLOAD_NOTE = ("; an @available on an enum case with associated values is not a guard (the compiler rejects "
                "it): mark the enum")


def parse_spec(spec):
    """The versions an `@available(…)`/`#available(…)` argument list guarantees, per platform."""
    parts = [part.strip() for part in spec.split(",")]
    head = parts[0]
    guaranteed = {}
    if head == "*" or head in PLATFORM_NAMES:  # long form: `@available(iOS, introduced: 16)`
        # (`unavailable` and `deprecated` guarantee nothing here: the script does not rely on the
        # compiler skipping availability checks in code that is never run.)
        match = re.search(r"\bintroduced:\s*([\d.]+)", ", ".join(parts[1:]))
        if match and head != "*":
            guaranteed[PLATFORM_NAMES[head]] = version(match.group(1))
    else:
        for part in parts:
            match = re.fullmatch(r"(\w+)\s+([\d.]+)", part)
            if match and match.group(1) in PLATFORM_NAMES:
                guaranteed[PLATFORM_NAMES[match.group(1)]] = version(match.group(2))
    if "visionOS" not in guaranteed and "iOS" in guaranteed:  # visionOS follows iOS
        guaranteed["visionOS"] = visionOS_for(guaranteed["iOS"])
    return guaranteed


def visionOS_for(ios):
    """The visionOS release that has what iOS `ios` has (visionOS 1 came with iOS 17)."""
    releases = [r for r in RELEASES if r <= ios[0]]
    return RELEASES[max(releases)][2] if releases else (1,)


def merged(*guarantees):
    result = {}
    for guarantee in guarantees:
        for platform, v in (guarantee or {}).items():
            if v > result.get(platform, ()):
                result[platform] = v
    return result


class Condition:
    """The platforms an `#if` condition may hold on (`may`) and surely holds on (`must`)."""

    ATOM = re.compile(r"\s*(!|&&|\|\||\(|\)|\w+\s*\([^()]*\)|\w+)")

    def __init__(self, text, linux_only):
        self.tokens = self.ATOM.findall(text)
        self.linux_only = linux_only

    def sets(self):
        try:
            result = self.disjunction()
        except IndexError:
            return ALL, frozenset()
        return result if not self.tokens else (ALL, frozenset())

    def disjunction(self):
        may, must = self.conjunction()
        while self.tokens and self.tokens[0] == "||":
            self.tokens.pop(0)
            more_may, more_must = self.conjunction()
            may, must = may | more_may, must | more_must
        return may, must

    def conjunction(self):
        may, must = self.negation()
        while self.tokens and self.tokens[0] == "&&":
            self.tokens.pop(0)
            more_may, more_must = self.negation()
            may, must = may & more_may, must & more_must
        return may, must

    def negation(self):
        token = self.tokens.pop(0)
        if token == "!":
            may, must = self.negation()
            return ALL - must, ALL - may
        if token == "(":
            result = self.disjunction()
            self.tokens.pop(0)
            return result
        os_match = re.fullmatch(r"os\s*\(\s*(\w+)\s*\)", token)
        if os_match:
            platform = PLATFORM_NAMES.get(os_match.group(1))
            only = frozenset([platform]) if platform else frozenset()  # Linux, Windows, …: no Apple platform
            return only, only
        if re.fullmatch(r"canImport\s*\(\s*Darwin\s*\)", token):
            return ALL, ALL
        if token in self.linux_only:
            return frozenset(), frozenset()
        return ALL, frozenset()


class Walk:
    """Walks one file's code and records checkpoints: (offset, guaranteed versions, platforms, note)."""

    def __init__(self, code, linux_only):
        self.code = code
        self.linux_only = linux_only
        # Per line: whether the declaration or condition on it goes on to the next line.
        self.continues, following = [], ""
        for line in reversed(code.split("\n")):
            self.continues.append(bool(CONTINUED_END.search(line) or CONTINUING_START.match(following)))
            if line.strip():
                following = line
        self.continues.reverse()
        self.offsets, self.states = [], []

    def run(self):
        code = self.code
        # A frame per open brace: [guaranteed versions inside, type keyword or None, what closing it does]
        frames = [[{}, None, None]]
        paren = 0
        line = 0
        attribute = None        # versions of @available attributes waiting for their declaration
        attribute_start = None  # (offset, index of the first checkpoint) of those attributes
        static = False          # a `static` between the attributes and the declaration keyword
        declaration = None      # (keyword, paren depth) of the declaration being read
        note = ""
        condition = None        # [keyword, paren, #available versions, #unavailable versions, else seen]
        pending_else = None     # versions for the `else { … }` after an `if #unavailable` block
        directives = []         # per open `#if`: [platforms of this branch, platforms an earlier branch holds on]
        platforms = ALL

        def record(offset):
            self.offsets.append(offset)
            self.states.append((merged(frames[-1][0], attribute), platforms, note))

        record(0)
        for match in TOKEN.finditer(code):
            offset = match.start()
            word = match.group("keyword")
            char = match.group("punct")
            if pending_else is not None and word != "else" and char != "{" and not match.group("newline"):
                pending_else = None
            if match.group("avail"):
                guaranteed = parse_spec(match.group("spec"))
                if match.group("avail")[0] == "@":
                    if attribute is None:
                        attribute_start, static = (offset, len(self.offsets)), False
                    attribute = merged(attribute, guaranteed)
                    declaration = None
                    record(offset)
                elif condition is not None:
                    slot = 2 if match.group("which") == "available" else 3
                    condition[slot] = merged(condition[slot], guaranteed)
            elif word:
                if word in ("if", "guard", "while"):
                    condition = [word, paren, None, None, False]
                elif word == "else":
                    if condition is not None and condition[0] == "guard" and condition[1] == paren:
                        condition[4] = True
                elif word == "static":
                    static = True
                elif declaration is None and (attribute is not None or word in TYPE_KEYWORDS):
                    declaration = (word, paren)
                    if attribute is not None:
                        dropped = self.not_a_guard(word, match.end(), frames[-1][1], static)
                        if dropped:  # the attributes never counted: rewrite their checkpoints
                            attribute, note = None, dropped
                            del self.offsets[attribute_start[1]:], self.states[attribute_start[1]:]
                            record(attribute_start[0])
            elif char in ("(", "["):
                paren += 1
            elif char in (")", "]"):
                paren = max(paren - 1, 0)
            elif char == "{":
                inside, type_keyword, on_close = frames[-1][0], None, None
                if condition is not None and condition[1] == paren and (condition[2] or condition[3]) \
                        and (condition[0] != "guard" or condition[4]):
                    if condition[0] == "guard":  # the else block; the rest of the scope is guarded
                        inside = merged(inside, condition[3])
                        on_close = ("scope", condition[2]) if condition[2] else None
                    else:
                        inside = merged(inside, condition[2])
                        on_close = ("else", condition[3]) if condition[3] else None
                    condition = None
                elif pending_else is not None:
                    inside, pending_else = merged(inside, pending_else), None
                elif declaration is not None and declaration[1] == paren:
                    inside = merged(inside, attribute)
                    type_keyword = declaration[0] if declaration[0] in TYPE_KEYWORDS else None
                    attribute, declaration, note = None, None, ""
                elif attribute is not None and declaration is None:
                    inside, attribute = merged(inside, attribute), None
                if condition is not None and condition[1] == paren and condition[0] != "guard":
                    condition = None
                frames.append([inside, type_keyword, on_close])
                record(match.end())
            elif char == "}":
                if len(frames) > 1:
                    closed = frames.pop()
                    if closed[2] and closed[2][0] == "scope":
                        frames[-1][0] = merged(frames[-1][0], closed[2][1])
                    elif closed[2] and closed[2][0] == "else":
                        pending_else = closed[2][1]
                if declaration is not None and declaration[1] > paren:
                    declaration = None
                record(match.end())
            elif match.group("newline"):
                if not self.continues[line]:
                    if declaration is not None and declaration[1] == paren:
                        attribute, declaration, note = None, None, ""
                        record(offset)
                    if condition is not None and condition[1] == paren:
                        condition = None
                line += 1
            elif match.group("directive"):
                which = match.group("directive")
                if which == "if":
                    directives.append([ALL, frozenset()])
                if directives:
                    top = directives[-1]
                    if which in ("if", "elseif"):
                        may, must = Condition(match.group("condition"), self.linux_only).sets()
                        top[0], top[1] = may - top[1], top[1] | must
                    elif which == "else":
                        top[0] = ALL - top[1]
                    else:
                        directives.pop()
                platforms = ALL
                for branch, _ in directives:
                    platforms = platforms & branch
                record(offset)

    def not_a_guard(self, keyword, end, enclosing_type, static):
        """Why an @available on this declaration does not count, or "" when it does."""
        code = self.code
        if keyword == "case" and enclosing_type == "enum" and re.match(r"\s*`?\w+`?\s*\(", code[end:end + 200]):
            return PAYLOAD_NOTE
        if keyword in ("var", "let") and not static and enclosing_type in ("struct", "class", "actor"):
            return STORED_NOTE if self.is_stored(end) else ""
        return ""

    def is_stored(self, start):
        """Whether the property declared from `start` on is stored (no accessor block, or observers)."""
        code, depth = self.code, 0
        line = code.count("\n", 0, start)
        i = start
        while i < len(code):
            char = code[i]
            if char in "([":
                depth += 1
            elif char in ")]":
                depth -= 1
            elif depth == 0 and char == "=" and code[i + 1:i + 2] != "=":
                return True
            elif depth == 0 and char == "{":
                return bool(re.match(r"\s*(?:willSet|didSet)\b", code[i + 1:i + 100]))
            elif char == "\n":
                if not self.continues[line]:
                    return True
                line += 1
            i += 1
        return True

    def state_at(self, offset):
        return self.states[bisect.bisect_right(self.offsets, offset) - 1]


# ---------------------------------------------------------------------------------------------------

def linux_only_conditions():
    """Compilation conditions Package.swift defines only on Linux: code under them never builds for Apple."""
    try:
        manifest = (PACKAGE / "Package.swift").read_text(encoding="utf-8")
    except OSError:
        return frozenset()
    return frozenset(re.findall(r'\.define\("(\w+)",\s*\.when\(platforms:\s*\[\.linux\][,)]', manifest))


def check_file(path, code, apis, linux_only):
    walk, line_starts = None, None
    problems, seen = [], set()
    for api in apis:
        if api.literals is not None and not any(literal in code for literal in api.literals):
            continue
        for match in api.pattern.finditer(code):
            if walk is None:
                walk = Walk(code, linux_only)
                walk.run()
                line_starts = [0] + [m.end() for m in re.finditer("\n", code)]
            number = bisect.bisect_right(line_starts, match.start())
            if (number, api.name) in seen:
                continue
            if api.unless:
                end = line_starts[number] if number < len(line_starts) else len(code)
                if api.unless.search(code, line_starts[number - 1], end):
                    continue
            guaranteed, platforms, note = walk.state_at(match.start())
            missing = [p for p in PLATFORMS if p in platforms and api.needs[p] > DEPLOYMENT[p]
                       and guaranteed.get(p, DEPLOYMENT[p]) < api.needs[p]]
            if missing:
                seen.add((number, api.name))
                needs = ", ".join(f"{p} {spelled(api.needs[p])}" for p in PLATFORMS if api.needs[p] > DEPLOYMENT[p])
                lacking = ", ".join(f"{p} {spelled(api.needs[p])}" for p in missing)
                problems.append((number, f"{path}:{number}: {api.name} ({needs}) used without "
                                         f"@available/#available covering {lacking}{note}"))
    return [text for _, text in sorted(problems)]


# ---------------------------------------------------------------------------------------------------
# The compiler layer (Scripts/apple/availability_compiler.py) on the modules an Apple app compiles.

# (module, folder, the package modules it imports, C modules it imports: name -> header), in dependency
# order, as Package.swift's Apple configuration builds them: no IAPMESSAGES_ICU, so no CICU.
PACKAGE_MODULES = [
    ("IAPMessagesCore", "Sources/IAPMessagesCore", (), {"CAtomics": "Sources/CAtomics/include/CAtomics.h"}),
    ("IAPMessages", "Sources/IAPMessages", ("IAPMessagesCore",), {}),
]


def apple_platforms(linux_only):
    """For a file: a function from line number to the Apple platforms that compile that line (the
    text walk's `#if` state; the compiler saw the Linux branches only)."""
    def for_file(path):
        code = Blanker(pathlib.Path(path).read_text(encoding="utf-8")).code()
        walk = Walk(code, linux_only)
        walk.run()
        line_starts = [0] + [m.end() for m in re.finditer("\n", code)]
        return lambda line: walk.state_at(line_starts[min(line, len(line_starts)) - 1])[1]
    return for_file


def compiler_modules(extra, package):
    """The modules to type-check: the package's (checked when `package`, else only emitted for an
    extra module that imports them) and each extra folder as a module importing them."""
    import availability_compiler as compiler
    every_c_module = {n: PACKAGE / h for _, _, _, c in PACKAGE_MODULES for n, h in c.items()}
    extras = {}
    for folder in extra:
        folder = pathlib.Path(folder)
        files = sorted(folder.rglob("*.swift")) if folder.is_dir() else [folder]
        name = re.sub(r"\W", "_", folder.resolve().name if folder.is_dir() else folder.stem) or "Checked"
        name = "Checked_" + name if name[0].isdigit() or name in extras else name
        extras[name] = files
    modules = []
    for name, folder, imports, c_modules in PACKAGE_MODULES:
        c_modules = {n: PACKAGE / h for n, h in c_modules.items()}
        if name in extras:  # a folder named as a package module stands in for it (an older copy, say)
            modules.append(compiler.Module(name, extras.pop(name), imports, c_modules))
        else:
            files = sorted((PACKAGE / folder).rglob("*.swift"))
            modules.append(compiler.Module(name, files, imports, c_modules, check=package))
    for name, files in extras.items():
        modules.append(compiler.Module(name, files, [m[0] for m in PACKAGE_MODULES], every_c_module))
    return modules


def compiler_problems(extra, package, jobs=None):
    """(problems as (path, line, message), summary line) of the compiler layer."""
    import availability_compiler as compiler
    policy = compiler.Policy(PLATFORMS, DEPLOYMENT, PLATFORM_NAMES, visionOS_for,
                             apple_platforms(linux_only_conditions()),
                             notes={"stored": STORED_NOTE, "payload": PAYLOAD_NOTE})
    result = compiler.check(compiler_modules(extra, package), policy, jobs=jobs)
    problems = [(os.path.relpath(path), line, f"{os.path.relpath(path)}:{line}: {message}")
                for path, line, message in result.problems]
    return problems, result.summary()


def table_problems(roots):
    """(problems as (path, line, message), summary line) of the table layer."""
    files = []
    for root in roots:
        # A nested package's build folder (Benchmarks/.build) holds its dependencies' checkouts.
        files += sorted(path for path in root.rglob("*.swift")
                        if not any(part.startswith(".build") for part in path.relative_to(root).parts)) \
            if root.is_dir() else [root]
    codes = {path: Blanker(path.read_text(encoding="utf-8")).code() for path in files}
    everything = "\n".join(codes.values())
    apis = [api for api in APIS if not (api.shadow and api.shadow.search(everything))
            and (api.literals is None or any(literal in everything for literal in api.literals))]
    linux_only = linux_only_conditions()
    problems = []
    for path, code in codes.items():
        relative = os.path.relpath(path)
        for text in check_file(relative, code, apis, linux_only):
            problems.append((relative, int(text[len(relative) + 1:].split(":", 1)[0]), text))
    summary = f"{len(files)} files checked, {len(problems)} uses of APIs newer than iOS 13 without a guard"
    return problems, summary


def parse(arguments):
    import argparse
    parser = argparse.ArgumentParser(
        prog="check_availability.py",
        description="Reports uses of APIs newer than the package's deployment targets that no guard covers.")
    parser.add_argument("paths", nargs="*", metavar="FILE_OR_DIR",
                        help="check these with the table layer only, instead of the package")
    parser.add_argument("--module", action="append", default=[], metavar="DIR",
                        help="also check DIR's Swift files, compiled as one module that may import the "
                             "package's (both layers); repeatable")
    parser.add_argument("--no-package", action="store_true", help="check only what --module names")
    parser.add_argument("--no-table", action="store_true", help="skip the table layer")
    parser.add_argument("--no-compiler", action="store_true", help="skip the compiler layer")
    parser.add_argument("--jobs", type=int, default=None, help="parallel compiler jobs (default: the cores)")
    return parser.parse_args(arguments)


def main(arguments):
    options = parse(arguments)
    package = not options.paths and not options.no_package
    roots = [pathlib.Path(a) for a in options.paths] + [pathlib.Path(m) for m in options.module]
    if package:
        roots = [PACKAGE / r for r in DEFAULT_ROOTS] + roots
    problems, summaries = [], []
    if not options.no_table:
        found, summary = table_problems(roots)
        problems += found
        summaries.append(summary)
    if not options.no_compiler and (package or options.module):
        import availability_compiler as compiler
        try:
            found, summary = compiler_problems(options.module, package, options.jobs)
        except compiler.CompilerError as error:
            for problem in sorted(problems, key=lambda p: (p[0], p[1])):
                print(problem[2])
            print(error, file=sys.stderr)
            print("compiler layer failed: the package was not checked against the symbol graphs "
                  "(the compiler's output is above)")
            return 2
        problems += found
        summaries.append(summary)
    seen, ordered = set(), []
    for path, line, text in sorted(problems, key=lambda p: (p[0], p[1])):
        if text not in seen:
            seen.add(text)
            ordered.append(text)
    for text in ordered:
        print(text)
    for summary in summaries:
        print(summary)
    return 1 if ordered else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
