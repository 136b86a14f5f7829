#!/usr/bin/env python3
"""Holds Scripts/apple/check_availability.py to what it claims.

    python3 Scripts/apple/test_check_availability.py

Each entry of USES is real Swift using an API newer than iOS 13, with the iOS release that introduced
it (Apple's documentation). Written into a file as it would sit in the package, every line marked
`// flagged` must be reported, and no other line; wrapped in each guard form the compiler accepts it
must pass; and under a guard one release too old it must be reported again. GUARDS holds the finer
points of guard scope and platforms, NEGATIVES code that must not be reported (a report on correct code
teaches people to ignore the tool). Those hold the table layer (a file named on the command line).

The compiler layer (CompilerLayer) compiles COMPILER_CASES and COMPILER_USES (APIs after iOS 16 the
table does not list, unguarded, in each guard form and one release too old) as one module, with the
table layer off; CompilerLayerOnThePackage holds the package itself clean and a module that does not
compile to a failure. These need the Swift toolchain (swiftc on PATH or in /opt/swift/usr/bin).
"""
import contextlib
import io
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import textwrap
import unittest

SCRIPTS = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))
import check_availability  # noqa: E402

# The macOS and watchOS releases of the year of each iOS release, and the release before it, from
# Apple's release history (kept here apart from the checker's own table, which this test checks).
MACOS = {13: "10.15", 14: "11", 15: "12", 16: "13", 17: "14", 18: "15", 26: "26"}
WATCHOS = {13: "6", 14: "7", 15: "8", 16: "9", 17: "10", 18: "11", 26: "26"}
PREVIOUS = {14: 13, 15: 14, 16: 15, 17: 16, 18: 17, 26: 18}


def platforms(ios):
    """The argument list of an availability guard for iOS `ios` and the same year's other systems."""
    return f"macOS {MACOS[ios]}, iOS {ios}, tvOS {ios}, watchOS {WATCHOS[ios]}, *"


class Use:
    """`code` uses `api` (introduced in iOS `ios`). A "statement" goes in a function body, a
    "declaration" at file scope; `imports` are the modules it needs."""

    def __init__(self, api, ios, kind, code, imports=()):
        self.api, self.ios, self.kind, self.imports = api, ios, kind, imports
        self.code = textwrap.dedent(code).strip("\n")
        assert "// flagged" in self.code, api


S, D = "statement", "declaration"
USES = [
    # Swift: Duration, clocks, concurrency
    Use("Duration as an enum case payload", 16, D, """
        enum RetryStep {
            case wait(Duration)  // flagged
            case giveUp
        }
        """),
    Use("Duration in a function signature", 16, D, """
        func retry(after delay: Duration) -> Bool {  // flagged
            delay > .zero
        }
        """),
    Use("ContinuousClock", 16, S, """
        let start = ContinuousClock().now  // flagged
        print(start)
        """),
    Use("SuspendingClock.sleep(until:)", 16, S, """
        let clock = SuspendingClock()  // flagged
        try await clock.sleep(until: clock.now.advanced(by: .zero))
        """),
    Use("Task.sleep(for:)", 16, S, """
        try await Task.sleep(for: .seconds(1))  // flagged
        """),
    Use("withDiscardingTaskGroup", 17, S, """
        await withDiscardingTaskGroup { group in  // flagged
            group.addTask { print("refresh") }
        }
        """),
    Use("Int128", 18, S, """
        let big: Int128 = 1 << 100  // flagged
        print(big)
        """),
    Use("InlineArray", 26, S, """
        let slots: InlineArray<4, Int> = [1, 2, 3, 4]  // flagged
        print(slots.count)
        """),
    Use("String(unsafeUninitializedCapacity:initializingUTF8With:)", 14, S, """
        let text = String(unsafeUninitializedCapacity: 4) { buffer in  // flagged
            buffer.initialize(repeating: 65)
            return buffer.count
        }
        print(text)
        """),
    Use("String.split(separator:) with a String", 16, S, """
        let parts = "1, 2, 3".split(separator: ", ")  // flagged
        print(parts)
        """),
    Use("String.replacing(_:with:)", 16, S, """
        let digits = "1 000".replacing(" ", with: "")  // flagged
        print(digits)
        """),
    # Regex
    Use("Regex", 16, S, """
        let pattern = try Regex("[0-9]+")  // flagged
        print("abc123".contains(pattern))
        """),
    Use("regex literal", 16, S, """
        let pattern = /a+b/  // flagged
        print(pattern)
        """),
    Use("extended regex literal", 16, S, """
        let price = #/(?<amount>\\d+)\\.(?<cents>\\d{2})/#  // flagged
        print(price)
        """),
    Use("regex literal as an argument", 16, S, """
        if "aab".contains(/a+b/) {  // flagged
            print("match")
        }
        """),
    # Synchronization, os
    Use("Mutex", 18, S, """
        let counter = Mutex(0)  // flagged
        counter.withLock { $0 += 1 }
        """, imports=("Synchronization",)),
    Use("Atomic", 18, S, """
        let hits = Atomic<Int>(0)  // flagged
        hits.wrappingAdd(1, ordering: .relaxed)
        """, imports=("Synchronization",)),
    Use("OSAllocatedUnfairLock", 16, S, """
        let lock = OSAllocatedUnfairLock(initialState: 0)  // flagged
        lock.withLock { $0 += 1 }
        """, imports=("os",)),
    Use("Logger", 14, S, """
        let log = Logger(subsystem: "com.example.shop", category: "purchases")  // flagged
        log.info("restored")
        """, imports=("os",)),
    # Foundation
    Use("formatted(.currency(code:))", 15, S, """
        let text = Decimal(string: "9.99")!.formatted(.currency(code: "EUR"))  // flagged
        print(text)
        """),
    Use("Decimal.FormatStyle.Currency", 15, S, """
        let style = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))  // flagged
        print(style.format(9.99))
        """),
    Use("Date.formatted(date:time:)", 15, S, """
        let stamp = Date().formatted(date: .abbreviated, time: .shortened)  // flagged
        print(stamp)
        """),
    Use("Date.now", 15, S, """
        let timestamp = Date.now  // flagged
        print(timestamp)
        """),
    Use("URL(filePath:)", 16, S, """
        let file = URL(filePath: "/tmp/catalog.arb")  // flagged
        print(file)
        """),
    Use("URL.appending(path:)", 16, S, """
        let folder = URL(fileURLWithPath: "/tmp")
            .appending(path: "Localizations")  // flagged
        print(folder)
        """),
    Use("URL.documentsDirectory", 16, S, """
        let documents = URL.documentsDirectory  // flagged
        print(documents)
        """),
    Use("String(localized:)", 15, S, """
        let title = String(localized: "Restore purchases")  // flagged
        print(title)
        """),
    Use("LocalizedStringResource", 16, S, """
        let resource: LocalizedStringResource = "Restore purchases"  // flagged
        print(resource)
        """),
    Use("AttributedString", 15, S, """
        var banner = AttributedString("Sale")  // flagged
        banner.append(AttributedString("!"))  // flagged
        """),
    Use("Locale.Language", 16, S, """
        let language = Locale.Language(identifier: "pt-BR")  // flagged
        print(language)
        """),
    Use("Locale.Region", 16, S, """
        let region = Locale.Region("BR")  // flagged
        print(region)
        """),
    Use("Locale.language.languageCode", 16, S, """
        let locale = Locale(identifier: "fr_CA")
        let code = locale.language.languageCode?.identifier  // flagged
        print(code ?? "")
        """),
    Use("Locale.Currency", 16, S, """
        let currency = Locale.Currency("EUR")  // flagged
        print(currency.identifier)
        """),
    Use("#Predicate", 17, S, """
        let cheap = #Predicate<Int> { $0 < 5 }  // flagged
        print(cheap)
        """),
    # Observation and SwiftUI: macros and property wrappers
    Use("@Observable macro", 17, D, """
        @Observable  // flagged
        final class StoreModel {
            var balance = 0
        }
        """, imports=("Observation",)),
    Use("@Bindable property wrapper", 17, D, """
        struct BalanceView: View {
            @Bindable var model: StoreModel  // flagged
            var body: some View { Text("Coins") }
        }
        """, imports=("SwiftUI",)),
    Use("@StateObject property wrapper", 14, D, """
        struct PaywallView: View {
            @StateObject private var store = StoreObserver()  // flagged
            var body: some View { Text(store.title) }
        }
        """, imports=("SwiftUI",)),
    Use("@AppStorage property wrapper", 14, D, """
        struct CoinsView: View {
            @AppStorage("coins") private var coins = 0  // flagged
            var body: some View { Text("\\(coins)") }
        }
        """, imports=("SwiftUI",)),
    Use("Text(_:style:)", 14, S, """
        let purchaseDate = Date()
        let label = Text(purchaseDate, style: .relative)  // flagged
        print(label)
        """, imports=("SwiftUI",)),
    Use("Text(.now, style:)", 15, S, """
        let countdown = Text(.now, style: .timer)  // flagged
        print(countdown)
        """, imports=("SwiftUI",)),
    Use("NavigationStack", 16, S, """
        let root = NavigationStack { Text("Shop") }  // flagged
        print(root)
        """, imports=("SwiftUI",)),
    Use(".task modifier", 15, S, """
        let view = Text("Shop").task {  // flagged
            print("load")
        }
        print(view)
        """, imports=("SwiftUI",)),
    # StoreKit 2
    Use("Product.products(for:)", 15, S, """
        let products = try await Product.products(for: ["coins.100"])  // flagged
        print(products.count)
        """, imports=("StoreKit",)),
    Use("Transaction.currentEntitlements", 15, S, """
        for await result in Transaction.currentEntitlements {  // flagged
            print(result)
        }
        """, imports=("StoreKit",)),
    Use("AppTransaction", 16, S, """
        let shared = try await AppTransaction.shared  // flagged
        print(shared)
        """, imports=("StoreKit",)),
]

# Statements go in a function; each guard form puts the availability condition `{guard}` where the
# compiler takes it.
STATEMENT_FORMS = {
    "unguarded": "func example() async throws {\n{body}\n}",
    "@available on the function": "@available({guard})\nfunc example() async throws {\n{body}\n}",
    "@available on an extension": "@available({guard})\nextension Shop {\n    func example() async throws {\n{body2}\n    }\n}",
    "@available on the type": "@available({guard})\nstruct Checkout {\n    func example() async throws {\n{body2}\n    }\n}",
    "if #available": "func example() async throws {\n    if #available({guard}) {\n{body2}\n    }\n}",
    "guard #available … else { return }": "func example() async throws {\n    guard #available({guard}) else { return }\n{body}\n}",
}
# `#available` is a statement; a declaration is guarded by marking it or what encloses it.
DECLARATION_FORMS = {
    "unguarded": "{decl}",
    "@available on the declaration": "@available({guard})\n{decl}",
    "@available on an enclosing extension": "@available({guard})\nextension Shop {\n{decl1}\n}",
    "@available on an enclosing type": "@available({guard})\nenum Storefront {\n{decl1}\n}",
}


def indent(code, levels):
    return textwrap.indent(code, "    " * levels)


def source(use, form, ios):
    """The Swift file for `use` wrapped in `form` with a guard for iOS `ios`."""
    imports = "".join(f"import {module}\n" for module in ("Foundation",) + tuple(use.imports))
    if use.kind == S:
        body = STATEMENT_FORMS[form].replace("{body2}", indent(use.code, 2)).replace("{body}", indent(use.code, 1))
    else:
        body = DECLARATION_FORMS[form].replace("{decl1}", indent(use.code, 1)).replace("{decl}", use.code)
    return f"{imports}\nstruct Shop {{}}\n\n{body.replace('{guard}', platforms(ios))}\n"


def marked_lines(text):
    return [number for number, line in enumerate(text.splitlines(), start=1) if "// flagged" in line]


class CheckerTestCase(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)
        self.count = 0

    def check(self, text):
        """Runs the checker's command-line entry on `text` as a file; (exit status, reported line numbers, output)."""
        self.count += 1
        path = pathlib.Path(self.directory.name) / f"Example{self.count}.swift"
        path.write_text(text, encoding="utf-8")
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            status = check_availability.main([str(path)])
        prefix = re.escape(os.path.relpath(path)) + r":(\d+): "
        reported = sorted({int(m.group(1)) for m in re.finditer("^" + prefix, output.getvalue(), re.M)})
        return status, reported, output.getvalue()

    def assert_reports_marked_lines(self, text):
        status, reported, output = self.check(text)
        expected = marked_lines(text)
        self.assertEqual(reported, expected, f"\n{text}\n{output}")
        self.assertEqual(status, 1 if expected else 0, output)
        return output


class InjectedUses(CheckerTestCase):
    def test_the_table_is_large_and_distinct(self):
        self.assertGreaterEqual(len(USES), 25)
        self.assertEqual(len({use.api for use in USES}), len(USES))
        self.assertTrue({14, 15, 16, 17, 18, 26} <= {use.ios for use in USES})

    def test_each_unguarded_use_is_reported(self):
        for use in USES:
            form = "unguarded"
            with self.subTest(api=use.api):
                text = source(use, form, use.ios)
                output = self.assert_reports_marked_lines(text)
                self.assertIn(f"iOS {use.ios}", output)

    def test_each_guard_form_passes(self):
        for use in USES:
            forms = STATEMENT_FORMS if use.kind == S else DECLARATION_FORMS
            for form in forms:
                if form == "unguarded":
                    continue
                with self.subTest(api=use.api, form=form):
                    text = source(use, form, use.ios).replace("// flagged", "")
                    self.assert_reports_marked_lines(text)

    def test_each_guard_form_one_release_too_old_is_reported(self):
        for use in USES:
            forms = STATEMENT_FORMS if use.kind == S else DECLARATION_FORMS
            for form in forms:
                if form == "unguarded":
                    continue
                with self.subTest(api=use.api, form=form):
                    self.assert_reports_marked_lines(source(use, form, PREVIOUS[use.ios]))

    def test_the_command_line_exit_status(self):
        use = USES[0]
        for text, expected in ((source(use, "unguarded", use.ios), 1),
                               (source(use, "@available on the declaration", use.ios), 0)):
            path = pathlib.Path(self.directory.name) / "Command.swift"
            path.write_text(text, encoding="utf-8")
            result = subprocess.run([sys.executable, str(SCRIPTS / "check_availability.py"), str(path)],
                                    capture_output=True, text=True)
            self.assertEqual(result.returncode, expected, result.stdout + result.stderr)
            if expected:
                self.assertRegex(result.stdout, r"Command\.swift:\d+: Duration \(iOS 16, macOS 13, tvOS 16, watchOS 9\)")


GUARD_16 = platforms(16)
# Each: (what it shows, Swift); lines marked `// flagged` must be reported, and only those.
GUARDS = [
    ("an iOS-only guard leaves macOS, tvOS and watchOS at their deployment targets", """
        func wait() async throws {
            if #available(iOS 16, *) {
                try await Task.sleep(for: .seconds(1))  // flagged
            }
        }
        """),
    ("inside #if os(iOS) an iOS guard is enough", """
        #if os(iOS)
        func wait() async throws {
            if #available(iOS 16, *) {
                try await Task.sleep(for: .seconds(1))
            }
        }
        #endif
        """),
    ("inside #if os(macOS) a macOS guard is enough; the #else branch is every other platform", """
        #if os(macOS)
        @available(macOS 13, *)
        func delay() -> Duration { .seconds(1) }
        #else
        @available(macOS 13, *)
        func delay() -> Duration { .seconds(1) }  // flagged
        @available(iOS 16, tvOS 16, watchOS 9, *)
        func later() -> Duration { .seconds(2) }
        #endif
        """),
    ("code built only on Linux is not checked", """
        #if os(Linux)
        let delay = Duration.seconds(1)
        #elseif canImport(Darwin)
        let delay = Duration.seconds(1)  // flagged
        #endif
        #if !canImport(Darwin)
        let pattern = /a+b/
        #endif
        """),
    ("a guard one platform short is reported", """
        @available(macOS 12, iOS 16, tvOS 16, watchOS 9, *)
        func delay() -> Duration { .seconds(1) }  // flagged
        """),
    ("the long form, one platform per attribute", """
        @available(iOS, introduced: 16.0)
        @available(macOS, introduced: 13.0)
        @available(tvOS, introduced: 16.0)
        @available(watchOS, introduced: 9.0)
        func delay() -> Duration { .seconds(1) }
        """),
    ("the else branch of if #available is not guarded", f"""
        func wait() async throws {{
            if #available({GUARD_16}) {{
                try await Task.sleep(for: .seconds(1))
            }} else {{
                try await Task.sleep(for: .seconds(2))  // flagged
            }}
        }}
        """),
    ("if #unavailable guards its else branch", f"""
        func wait() async throws {{
            if #unavailable({GUARD_16}) {{
                try await Task.sleep(for: .seconds(1))  // flagged
            }} else {{
                try await Task.sleep(for: .seconds(2))
            }}
        }}
        """),
    ("guard #available: not before it, not in its else block, then the rest of the scope", f"""
        func wait(values: [Int]) async throws {{
            let early = ContinuousClock()  // flagged
            guard #available({GUARD_16}), let first = values.first else {{
                print(Duration.zero)  // flagged
                return
            }}
            let clock = ContinuousClock()
            try await clock.sleep(for: .seconds(first))
            values.forEach {{ print(Duration.seconds($0)) }}
            if first > 1 {{
                print(clock.now)
            }}
        }}

        func later() -> Duration {{  // flagged
            .zero
        }}
        """),
    ("guard #unavailable guards its else block, not what follows", f"""
        func wait() async throws {{
            guard #unavailable({GUARD_16}) else {{
                try await Task.sleep(for: .seconds(1))
                return
            }}
            try await Task.sleep(for: .seconds(2))  // flagged
        }}
        """),
    ("a compilation condition Package.swift defines only on Linux is Linux-only code", """
        #if IAPMESSAGES_ICU
        let delay = Duration.seconds(1)
        #else
        let delay = Duration.seconds(1)  // flagged
        #endif
        """),
    ("guard #available at the top level of main.swift covers the rest of the file", f"""
        guard #available({GUARD_16}) else {{
            fatalError("needs a newer system")
        }}
        let start = ContinuousClock().now
        print(start)
        """),
    ("an @available covers one declaration: its signature over several lines and its body", f"""
        @available({GUARD_16})
        @MainActor
        func schedule(
            after delay: Duration,
            retries: Int
        ) async throws
        {{
            try await Task.sleep(for: delay)
        }}

        func other(after delay: Duration) {{}}  // flagged
        """),
    ("nested declarations inherit their type's @available; computed properties may carry one", f"""
        @available({GUARD_16})
        struct Scheduler {{
            struct Step {{
                var delay: Duration = .seconds(1)
            }}
        }}

        struct Plan {{
            @available({GUARD_16})
            var delay: Duration {{ .seconds(1) }}

            @available({GUARD_16})
            static let standard: Duration = .seconds(2)
        }}
        """),
    ("@available on a stored property or a payload case is not a guard: the compiler rejects it", f"""
        struct Plan {{
            @available({GUARD_16})
            var delay: Duration = .seconds(1)  // flagged
            @available({GUARD_16})
            var observed: Duration {{  // flagged
                didSet {{ print("changed") }}
            }}
        }}

        enum Step {{
            @available({GUARD_16})
            case wait(Duration)  // flagged
        }}

        struct Paywall: View {{
            @available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
            @StateObject private var store = StoreObserver()  // flagged
            var body: some View {{ Text("Coins") }}
        }}
        """),
    ("an attribute in a string or a comment guards nothing", """
        let template = "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)"
        // @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        func delay() -> Duration { .seconds(1) }  // flagged
        """),
    ("interpolated code is code", """
        print("waited \\(Duration.seconds(1))")  // flagged
        print("now: \\(Date.now)")  // flagged
        """),
    ("closures inside a guarded block are guarded", f"""
        func waits(_ values: [Int]) {{
            if #available({GUARD_16}) {{
                let delays = values.map {{ Duration.seconds($0) }}
                print(delays)
            }}
            print(values.map {{ Duration.seconds($0) }})  // flagged
        }}
        """),
]

NEGATIVES = [
    ("API names in comments", """
        // Duration, ContinuousClock, Regex, Mutex, Date.now, String(localized:), @Observable
        /// Uses `Task.sleep(for: .seconds(1))` on iOS 16 and `Locale.Language` on newer systems.
        /* A block comment: AttributedString, Locale.Region("BR"), URL(filePath: "/tmp")
           /* nested: #/a+b/# and /a+b/ */ OSAllocatedUnfairLock */
        func noop() {}
        """),
    ("API names in string literals", '''
        let names = ["Duration", "ContinuousClock", "Mutex", "Date.now", "Locale.Language"]
        let regexLooking = "/a+b/ and #/a+b/# and Regex(\\"x\\")"
        let raw = #"Task.sleep(for: .seconds(1)) "quoted" \\(Duration.zero)"#
        let multiline = """
            Date.now and @Observable and split(separator: ", ")
            \\(names.count) names
            """
        print(names, regexLooking, raw, multiline)
        '''),
    ("division is not a regex literal", """
        func ratios(total: Double, count: Double, values: [Double], lo: Int, hi: Int) -> [Double] {
            var x = total / count
            x /= 2
            let half = total/2
            let mid = (lo + hi) / 2
            let third = 1.0/3.0
            let first = values[0]/values[1]
            let spread = (total - x)/(count + 1)
            let perItem = total
                / count / 2
            let scaled = (total + x)/count/2 + values[0]/values[1]/2
            return [x, half, Double(mid), third, first, spread, perItem, scaled]
        }
        """),
    ("types of the package's own named alike", """
        struct MyDuration { var seconds: TimeInterval }
        let myDuration = MyDuration(seconds: 3)
        let durationSeconds: TimeInterval = 3
        enum PlaceholderType { case duration, date }
        let type = PlaceholderType.duration
        """),
    ("a package type named Mutex or Atomic is the package's own", """
        final class Mutex<Value> {
            private var value: Value
            private let lock = NSLock()
            init(_ value: Value) { self.value = value }
            func withLock<R>(_ body: (inout Value) -> R) -> R { lock.lock(); defer { lock.unlock() }; return body(&value) }
        }
        let counter = Mutex(0)
        @propertyWrapper struct Atomic<Value> { var wrappedValue: Value }
        struct Counter { @Atomic var count = 0 }
        """),
    ("Foundation APIs of iOS 13 and before", """
        let locale = Locale(identifier: "en_US")
        let code = locale.languageCode ?? Locale.current.regionCode ?? ""
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        let dates = DateFormatter()
        let iso = ISO8601DateFormatter().string(from: Date())
        let soon = Date(timeIntervalSinceNow: 60)
        let file = URL(fileURLWithPath: "/tmp").appendingPathComponent("catalog.arb")
        let words = "a, b".components(separatedBy: ", ")
        let fields = "a,b".split(separator: ",")
        let lines = "a\\nb".split(separator: "\\n")
        let fixed = "a-b".replacingOccurrences(of: "-", with: "+")
        let regex = try NSRegularExpression(pattern: "[0-9]+")
        let match = regex.firstMatch(in: "a1", range: NSRange(location: 0, length: 2))
        let lock = NSLock()
        let value = lock.withLock { 42 }
        print(code, formatter, dates, iso, soon, file, words, fields, lines, fixed, match as Any, value)
        """),
    ("concurrency back-deployed to iOS 13", """
        actor Store {
            var coins = 0
            func add(_ amount: Int) { coins += amount }
        }

        func load(store: Store) async throws -> Int {
            try await Task.sleep(nanoseconds: 1_000_000)
            let value = await withCheckedContinuation { continuation in continuation.resume(returning: 1) }
            let other = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, Error>) in
                continuation.resume(returning: 2)
            }
            async let third = store.coins
            let stream = AsyncStream<Int> { continuation in continuation.finish() }
            for await _ in stream {}
            let total = await withTaskGroup(of: Int.self) { group in
                group.addTask { 1 }
                return await group.reduce(0, +)
            }
            Task { await store.add(1) }
            return value + other + (await third) + total
        }
        """),
    ("Dispatch's own .seconds and .now()", """
        let delay: DispatchTimeInterval = .milliseconds(250)
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { print(delay) }
        let semaphore = DispatchSemaphore(value: 0)
        _ = semaphore.wait(timeout: .now() + .milliseconds(10))
        """),
    ("syntax that compiles to iOS 13 code", """
        enum ParseError: Error { case empty }
        func first(of values: some Collection<Int>, error: any Error) throws(ParseError) -> Int {
            guard let value = values.first else { throw .empty }
            return value
        }
        func show(_ name: String?) {
            if let name { print(name) }
        }
        """),
    ("SwiftUI of iOS 13, and #Preview (documented back to iOS 13)", """
        final class StoreObserver: ObservableObject {
            @Published var title = "Coins"
        }

        struct PaywallView: View {
            @ObservedObject var store: StoreObserver
            @EnvironmentObject var settings: StoreObserver
            @State private var selected = 0
            @Binding var isPresented: Bool
            var body: some View { Text(store.title) }
        }

        #Preview {
            Text("Paywall")
        }
        """),
    ("the package's own formatted and Observable", """
        enum Format { case number, date }
        enum Kind { case plain, formatted(Format) }
        func isNumeric(_ kind: Kind) -> Bool {
            switch kind {
            case .formatted(.number): return true
            default: return false
            }
        }
        struct Diagnostic { func formatted(in files: [String]) -> String { files.joined() } }
        let text = Diagnostic().formatted(in: ["a"])
        let observable = Observable<Int>.just(1)
        """),
]


def dedented(code):
    return textwrap.dedent(code).strip("\n") + "\n"


class GuardScope(CheckerTestCase):
    def test_guards(self):
        for name, code in GUARDS:
            with self.subTest(name):
                self.assert_reports_marked_lines(dedented(code))

    def test_the_message_names_the_platforms_left_out(self):
        output = self.assert_reports_marked_lines(dedented(GUARDS[0][1]))
        self.assertIn("covering macOS 13, tvOS 16, watchOS 9", output)
        self.assertNotIn("covering iOS", output)

    def test_the_message_explains_a_stored_property(self):
        output = self.assert_reports_marked_lines(dedented(dict(GUARDS)[
            "@available on a stored property or a payload case is not a guard: the compiler rejects it"]))
        self.assertIn("stored property", output)
        self.assertIn("enum case with associated values", output)


class NoFalsePositives(CheckerTestCase):
    def test_negatives(self):
        for name, code in NEGATIVES:
            with self.subTest(name):
                self.assertEqual(marked_lines(code), [])
                self.assert_reports_marked_lines(dedented(code))


# ---------------------------------------------------------------------------------------------------
# The compiler layer: injected files compiled as one module (each case a file of its own, its
# top-level names made unique), checked with the table layer off, so what is reported is the
# compiler layer's. Lines marked `// flagged` must be reported, and no other line.

# APIs introduced after iOS 16 that the table does not list (their availability as the toolchain's
# symbol graphs give it: URL.init(string:encodingInvalidCharacters:) macOS 14, iOS 17, tvOS 17,
# watchOS 10 in FoundationEssentials; Calendar.RecurrenceRule and its daily(calendar:…) macOS 15,
# iOS 18, tvOS 18, watchOS 11 in FoundationEssentials).
COMPILER_USES = [
    Use("URL(string:encodingInvalidCharacters:)", 17, S, """
        let link = URL(string: "https://example.com/a b", encodingInvalidCharacters: false)  // flagged
        print(link as Any)
        """),
    Use("Calendar.RecurrenceRule", 18, S, """
        let rule = Calendar.RecurrenceRule.daily(calendar: Calendar(identifier: .gregorian))  // flagged
        print(rule)
        """),
]

# Each: (what it shows, Swift).
COMPILER_CASES = [
    ("allowedFields (iOS 18) inside if #available of iOS 15, where FormatStyle is enough for the table", """
        func relative(_ value: Double) -> String {
            if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
                var style = Date.RelativeFormatStyle(presentation: .numeric)
                style.allowedFields = [.day]  // flagged
                return style.format(Date(timeIntervalSinceNow: value))
            }
            return ""
        }
        """),
    ("allowedFields in a function marked for iOS 18", """
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
        func relative(_ value: Double, field: Date.RelativeFormatStyle.Field) -> String {
            var style = Date.RelativeFormatStyle(presentation: .numeric)
            style.allowedFields = [field]
            return style.format(Date(timeIntervalSinceNow: value))
        }
        """),
    ("allowedFields in the branch Apple platforms never compile", """
        #if canImport(Darwin)
        func relative(_ value: Double) -> String { "" }
        #else
        func relative(_ value: Double, field: Date.ComponentsFormatStyle.Field) -> String {
            var style = Date.RelativeFormatStyle(presentation: .numeric)
            style.allowedFields = [field]
            return style.format(Date(timeIntervalSinceNow: value))
        }
        #endif
        """),
    ("Date.RelativeFormatStyle.Field (iOS 18, an alias of iOS 15's ComponentsFormatStyle.Field) in declarations", """
        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
        func describe(_ field: Date.RelativeFormatStyle.Field) -> String {  // flagged
            "\\(field)"
        }

        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
        func preferred() -> Date.RelativeFormatStyle.Field {  // flagged
            .day
        }

        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
        struct Fields {
            var allowed: Set<Date.RelativeFormatStyle.Field> = []  // flagged
            var plain: Set<Date.ComponentsFormatStyle.Field> = []
        }

        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
        func describeLater(_ field: Date.RelativeFormatStyle.Field) -> Date.RelativeFormatStyle.Field {
            field
        }
        """),
    ("a type of iOS 15 only in a parameter, unguarded", """
        func describe(_ field: Date.ComponentsFormatStyle.Field) -> String {  // flagged
            "\\(field)"
        }
        """),
    ("#unavailable guards its else block alone; guard #available the rest of the scope", """
        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
        func relative(_ style: Date.RelativeFormatStyle, field: Date.ComponentsFormatStyle.Field) -> Date.RelativeFormatStyle {
            var copy = style
            if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11) {
                copy.allowedFields = [field]  // flagged
            } else {
                copy.allowedFields = [field]
            }
            guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else {
                copy.allowedFields = [field]  // flagged
                return copy
            }
            copy.allowedFields = [field]
            return copy
        }
        """),
    ("a guard one platform short is reported; one of the same year on each platform is not", """
        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
        func relative(_ style: inout Date.RelativeFormatStyle, field: Date.ComponentsFormatStyle.Field) {
            if #available(macOS 14, iOS 18, tvOS 18, watchOS 11, *) {
                style.allowedFields = [field]  // flagged
            }
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                style.allowedFields = [field]
            }
        }
        """),
    ("@available on a stored property or a payload case is no guard; on a computed or static one it is", """
        struct Plan {
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
            var stored: Calendar.RecurrenceRule? = nil  // flagged
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
            var computed: Calendar.RecurrenceRule { .daily(calendar: Calendar(identifier: .gregorian)) }
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
            static let shared = Calendar.RecurrenceRule.daily(calendar: Calendar(identifier: .gregorian))
        }

        enum Step {
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
            case repeating(Calendar.RecurrenceRule)  // flagged
            case once
        }

        func loop(_ rules: [Int]) {
            while #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
                print(Calendar.RecurrenceRule.daily(calendar: Calendar(identifier: .gregorian)))
                break
            }
        }
        """),
    ("the package's own @available declarations count", """
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        func later() -> Int { 1 }

        func now() -> Int {
            if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                return later()
            }
            return later()  // flagged
        }
        """),
    ("APIs of iOS 13 and before, and back-deployed concurrency", """
        func load(_ text: Substring) async -> Double {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            let stream = AsyncStream<Int> { continuation in continuation.finish() }
            for await _ in stream {}
            try? await Task.sleep(nanoseconds: 1)
            return Double(text) ?? 0
        }
        """),
]

# Top-level names the cases and forms use: each file gets them with its own suffix.
CASE_NAMES = r"\b(Shop|Checkout|Storefront|example|relative|describe|describeLater|preferred|Fields|later|now|load|Plan|Step|loop)\b"


def compiler_files():
    """{file name: Swift} for every case: COMPILER_CASES, and each COMPILER_USES entry unguarded, in
    each guard form, and in each guard form one release too old."""
    cases = {}
    for index, (name, code) in enumerate(COMPILER_CASES):
        cases[f"Case{index}"] = "import Foundation\n\n" + dedented(code)
    for index, use in enumerate(COMPILER_USES):
        for number, form in enumerate(STATEMENT_FORMS):
            if form == "unguarded":
                cases[f"Use{index}Unguarded"] = source(use, form, use.ios)
                continue
            cases[f"Use{index}Form{number}"] = source(use, form, use.ios).replace("// flagged", "")
            cases[f"Use{index}Form{number}Old"] = source(use, form, PREVIOUS[use.ios])
    return {name: re.sub(CASE_NAMES, lambda m: m.group(1) + name, text) for name, text in cases.items()}


class CompilerLayer(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.directory = tempfile.TemporaryDirectory()
        module = pathlib.Path(cls.directory.name) / "CheckedCases"
        module.mkdir()
        cls.files = compiler_files()
        for name, text in cls.files.items():
            (module / f"{name}.swift").write_text(text, encoding="utf-8")
        cls.module = module
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            cls.status = check_availability.main(["--no-package", "--no-table", "--module", str(module)])
        cls.output = output.getvalue()

    @classmethod
    def tearDownClass(cls):
        cls.directory.cleanup()

    def reported(self, name):
        prefix = re.escape(os.path.relpath(self.module / f"{name}.swift")) + r":(\d+): "
        return sorted({int(m.group(1)) for m in re.finditer("^" + prefix, self.output, re.M)})

    def assert_reports_marked_lines(self, name):
        mine = "".join(line + "\n" for line in self.output.splitlines() if f"/{name}.swift:" in line)
        self.assertEqual(self.reported(name), marked_lines(self.files[name]), f"\n{self.files[name]}\n{mine}")

    def test_the_cases(self):
        self.assertEqual(self.status, 1, self.output)
        self.assertRegex(self.output, r"compiler layer: \d+ files of CheckedCases type-checked, [1-9]\d* references "
                                      r"resolved, [1-9]\d* with availability newer")
        for index, (name, _) in enumerate(COMPILER_CASES):
            with self.subTest(name):
                self.assert_reports_marked_lines(f"Case{index}")

    def test_the_message(self):
        self.assertRegex(self.output, r"Case0\.swift:\d+: Date\.RelativeFormatStyle\.allowedFields "
                                      r"\(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2\) used without "
                                      r"@available/#available covering iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2\n")
        self.assertRegex(self.output, r"Case3\.swift:\d+: Date\.RelativeFormatStyle\.Field \(iOS 18")
        self.assertRegex(self.output, r"Case6\.swift:\d+: .* covering macOS 15\n")
        self.assertRegex(self.output, r"Case7\.swift:\d+: .*; an @available on a stored property is not a guard")
        self.assertRegex(self.output, r"Case7\.swift:\d+: .*; an @available on an enum case with associated values")
        self.assertRegex(self.output, r"Case8\.swift:\d+: laterCase8\(\) \(iOS 16, macOS 13, tvOS 16, watchOS 9\) ")

    def test_newer_apis_the_table_does_not_list(self):
        for index, use in enumerate(COMPILER_USES):
            with self.subTest(api=use.api):
                self.assert_reports_marked_lines(f"Use{index}Unguarded")
                self.assertRegex(self.output, rf"Use{index}Unguarded\.swift:\d+: \S+ \(iOS {use.ios}, ")
                # The table layer alone passes it: this is the compiler layer's find.
                path = pathlib.Path(self.directory.name) / f"TableOnly{index}.swift"
                path.write_text(self.files[f"Use{index}Unguarded"], encoding="utf-8")
                with contextlib.redirect_stdout(io.StringIO()):
                    self.assertEqual(check_availability.main([str(path)]), 0)
            for number, form in enumerate(STATEMENT_FORMS):
                if form == "unguarded":
                    continue
                with self.subTest(api=use.api, form=form):
                    self.assert_reports_marked_lines(f"Use{index}Form{number}")
                with self.subTest(api=use.api, form=form, guard="one release too old"):
                    self.assert_reports_marked_lines(f"Use{index}Form{number}Old")
                    self.assertNotEqual(marked_lines(self.files[f"Use{index}Form{number}Old"]), [])


class CompilerLayerOnThePackage(unittest.TestCase):
    def test_the_package_is_clean(self):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            status = check_availability.main(["--no-table"])
        self.assertEqual(status, 0, output.getvalue())
        self.assertRegex(output.getvalue(), r"compiler layer: \d+ files of IAPMessagesCore, IAPMessages type-checked, "
                                            r"[1-9]\d* references resolved, [1-9]\d* with availability newer")

    def test_a_module_that_does_not_compile_fails_the_check(self):
        with tempfile.TemporaryDirectory() as directory:
            module = pathlib.Path(directory) / "Broken"
            module.mkdir()
            (module / "Broken.swift").write_text("func broken() -> Int { undefinedName }\n", encoding="utf-8")
            result = subprocess.run([sys.executable, str(SCRIPTS / "check_availability.py"), "--no-package",
                                     "--module", str(module)], capture_output=True, text=True)
        self.assertEqual(result.returncode, 2, result.stdout + result.stderr)
        self.assertIn("undefinedName", result.stderr)
        self.assertIn("compiler layer failed", result.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=1)
