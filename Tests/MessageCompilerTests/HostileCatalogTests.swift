import Foundation
import MessageCompiler
import Testing

/// Catalogs written by an attacker or a careless tool: whatever they hold, the generated file declares
/// exactly the API the catalog describes, and swiftc compiles it without a warning — or msgc refuses
/// the catalog with a diagnostic at the offending name.
@Suite(.serialized) struct HostileCatalogTests {
    /// Every way a line can end for some reader, and characters that hide or reorder text.
    static let lineEnds = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
    static let invisible = ["\u{0}", "\u{1B}[2J", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{200B}"]

    /// Descriptions that try to end their comment and declare something.
    static let hostileDescriptions: [String] = lineEnds.map { "Before\($0)public enum Pwned { static let hook = 1 }\($0)// after" }
        + invisible.map { "Hidden\($0)text" }
        + ["*/ public let pwned = 1 /*", "ends with a backslash \\", "\"\"\" #\"\\(pwned)\"# \"", ""]

    /// Message texts may hold line feeds and any printable character; none may leave its literal.
    static let hostileText = "Quote \" backslash \\ \\(pwned) \"\"\" #\"raw\"# \u{2028} \u{202E}rtl */ /* // line\nnext"

    @Test func freeTextNeverBecomesCode() throws {
        let hostile = Self.freeTextCatalogs(descriptions: Self.hostileDescriptions, text: Self.hostileText)
        let benign = Self.freeTextCatalogs(descriptions: Self.hostileDescriptions.indices.map { "Description \($0)" }, text: "Plain text")
        let hostileSwift = try Self.generate(hostile)
        let benignSwift = try Self.generate(benign)
        #expect(try GeneratedSwiftCompiler.declarations(in: hostileSwift) == GeneratedSwiftCompiler.declarations(in: benignSwift))
        let output = try GeneratedSwiftCompiler.check(hostileSwift)
        #expect(output.status == 0 && output.diagnostics.isEmpty, "\(output.diagnostics)")
        // Each hostile character reaches the file only as an escape or inside its own comment line.
        let raw = hostileSwift.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || [0x7F, 0x85, 0x2028, 0x2029, 0x202E].contains($0.value) }
        #expect(raw.isEmpty, "unescaped: \(raw.map { String($0.value, radix: 16) })")
    }

    /// The attack as it arrives: a `.strings` comment with a raw carriage return becomes a description
    /// through `msgc import`, and a String Catalog comment likewise.
    @Test func migratedCommentsNeverBecomeCode() throws {
        let payload = "Shown after a purchase.\rpublic enum Pwned { static let hook = 1 }\r//"
        let strings = SourceFile(path: "en.lproj/Localizable.strings", text: "/* \(payload) */\n\"purchase_done\" = \"Thank you.\";\n")
        let xcstrings = SourceFile(path: "Shop.xcstrings", text: """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"restore_done": {"comment": \(Self.json(payload)),
             "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Restored."}}}}}}
            """)
        for file in [strings, xcstrings] {
            var migration = AppleImport()
            migration.add(file)
            let editable = migration.catalogs(sourceLocale: "en", existing: [:])
            let english = try #require(editable["en"])
            let arb = SourceFile(path: "en.arb", text: english.rendered(sourceOrder: english.entries.map(\.key)))
            let swift = try Self.generate([arb])
            #expect(swift.contains("Shown after a purchase."), "the description is kept")
            #expect(try !GeneratedSwiftCompiler.declarations(in: swift).contains { $0.contains("Pwned") || $0.contains("hook") })
            let output = try GeneratedSwiftCompiler.check(swift)
            #expect(output.status == 0 && output.diagnostics.isEmpty, "\(output.diagnostics)")
        }
    }

    /// Names Swift or the generated code gives a meaning, and odd ones a careless tool might write.
    static let candidateNames: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "some", "any", "consume", "copy",
        "discard", "each", "borrowing", "consuming", "nonisolated", "package", "then", "get", "set", "willSet",
        "didSet", "mutating", "nonmutating", "override", "required", "convenience", "final", "lazy", "weak",
        "unowned", "optional", "indirect", "dynamic", "infix", "prefix", "postfix", "actor", "async", "macro",
        "isolated", "sending", "self", "Self", "Type", "Protocol", "_self", "__shared", "__owned",
        "IAPError", "IAPUserMessage", "IAPDebugMessage", "IAPCatalog", "IAPCatalogTables", "MessageArgument",
        "MessageCatalog", "MessageTable", "IAPPrice", "String", "Int", "Double", "Decimal", "Date", "Duration", "Bool",
        "LocalizedError", "Sendable", "Equatable", "Foundation", "IAPMessagesCore", "Swift", "preconditionFailure",
        "messageSlots", "slot", "slots", "arguments", "text", "description", "errorDescription", "failureReason",
        "recoverySuggestion", "localizedDescription", "helpAnchor", "lhs", "rhs", "left", "right", "locale",
        "preferredLanguages", "l_en", "x1", "_x",
    ]

    /// Keywords a catalog may use as names: the generated code writes them in backticks.
    static let mustAccept = ["default", "case", "in", "class", "func", "import", "true", "nil", "return", "Any", "where"]

    @Test func everyNameIsRefusedWithAPositionOrCompiles() throws {
        var accepted: [Role: [String]] = [:]
        for role in Role.allCases {
            for name in Self.candidateNames {
                let files = [SourceFile(path: "en.arb", text: Self.catalog([("@@locale", "en")] + role.entry(name, index: 0)))]
                let result = MessageCatalogCompiler().check(files)
                if result.hasErrors {
                    let codes = result.diagnostics.filter { $0.severity == .error }.map(\.code)
                    #expect(codes == ["invalid-swift-name"], "\(role) \(name): \(result.formattedDiagnostics)")
                    let printed = result.formattedDiagnostics.first ?? ""
                    #expect(printed.hasPrefix("en.arb:\(role.line):"), "\(printed)")
                } else {
                    accepted[role, default: []].append(name)
                }
            }
            for name in Self.mustAccept {
                #expect(accepted[role, default: []].contains(name), "\(role) should accept '\(name)'")
            }
        }
        // Everything accepted, in one catalog: it must compile cleanly and declare each name.
        var entries: [(String, String)] = [("@@locale", "en")]
        for role in Role.allCases {
            for (index, name) in accepted[role, default: []].enumerated() { entries += role.entry(name, index: index) }
        }
        let swift = try Self.generate([SourceFile(path: "en.arb", text: Self.catalog(entries))])
        let output = try GeneratedSwiftCompiler.check(swift)
        #expect(output.status == 0 && output.diagnostics.isEmpty, "\(output.diagnostics.prefix(3000))")
        let declared = Set(try GeneratedSwiftCompiler.declarations(in: swift).map { $0.replacingOccurrences(of: "`", with: "") })
        for name in accepted[.errorCase, default: []].map(SwiftNames.camelCase) {
            #expect(declared.contains("enum_element_decl \(name)"), "error case \(name)")
        }
        for name in accepted[.userMessage, default: []].map(SwiftNames.camelCase) {
            #expect(declared.contains("var_decl \(name)"), "user message \(name)")
        }
        for name in accepted[.placeholder, default: []] {
            #expect(declared.contains("parameter \(name)"), "placeholder \(name)")
        }
    }

    @Test func anUnusablePlaceholderIsNamedAtItsDeclaration() throws {
        let text = Self.catalog([("@@locale", "en")] + Role.placeholder.entry("Self", index: 0))
        let result = MessageCatalogCompiler().check([SourceFile(path: "en.arb", text: text)])
        #expect(result.formattedDiagnostics.first?.hasPrefix(
            "en.arb:4:55: error: placeholder 'Self' of 'user.arg0' is not a usable Swift name [invalid-swift-name]") == true,
            "\(result.formattedDiagnostics)")
    }

    /// Where a name goes in a catalog; `line` is where `entry` puts the name in the printed file.
    enum Role: CaseIterable {
        case errorCase, userMessage, debugMessage, placeholder

        var line: Int { self == .placeholder ? 4 : 3 }

        func entry(_ name: String, index: Int) -> [(String, String)] {
            switch self {
            case .errorCase: [("error.\(name)", "Error \(index)"), ("@error.\(name)", #"{"description": "d"}"#)]
            case .userMessage: [("user.\(name)", "User \(index)"), ("@user.\(name)", #"{"description": "d"}"#)]
            case .debugMessage: [("debug.\(name)", "Debug \(index)")]
            case .placeholder:
                [("user.arg\(index)", "Value {\(name)}"),
                 ("@user.arg\(index)", #"{"description": "d", "placeholders": {"# + HostileCatalogTests.json(name) + #": {"type": "String", "example": "x"}}}"#)]
            }
        }
    }

    @Test(arguments: ["", "IAP\rpublic let x = 1\r//", "Shop Foo", "1X", "shop", "Localized", "Message", "Shop-App", "Ünicode", "_Shop"])
    func unusableTypePrefixesAreRefusedAtTheirPosition(_ prefix: String) throws {
        let text = Self.catalog([("@@locale", "en"), ("@@x-type-prefix", prefix), ("user.hello", "Hello"), ("@user.hello", #"{"description": "d"}"#)])
        let result = MessageCatalogCompiler().compile([SourceFile(path: "en.arb", text: text)])
        #expect(result.swift == nil)
        #expect(result.formattedDiagnostics.first?.hasPrefix("en.arb:3:22: error: \"@@x-type-prefix\"") == true, "\(result.formattedDiagnostics)")
        #expect(result.diagnostics.map(\.code) == ["invalid-type-prefix"])
    }

    @Test(arguments: ["Shop", "IAP", "X", "Shop2", "MyApp_"])
    func usableTypePrefixesCompile(_ prefix: String) throws {
        let text = Self.catalog([("@@locale", "en"), ("@@x-type-prefix", prefix), ("user.hello", "Hello"), ("@user.hello", #"{"description": "d"}"#),
                                 ("error.failed", "Failed"), ("@error.failed", #"{"description": "d"}"#), ("debug.line", "Line")])
        let swift = try Self.generate([SourceFile(path: "en.arb", text: text)])
        let output = try GeneratedSwiftCompiler.check(swift + "\nlet _: \(prefix)UserMessage = .hello\nlet _: any Error = \(prefix)Error.failed\n")
        #expect(output.status == 0 && output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    /// Catalog shapes that are valid but unusual: every one generates code without a warning.
    @Test(arguments: [
        ("no errors", [("user.hello", "Hello"), ("debug.line", "Line")]),
        ("only errors", [("error.failed", "Failed"), ("error.failed.recovery", "Try again.")]),
        ("no user messages", [("error.failed", "Failed"), ("debug.line", "Line {n}")]),
        ("no debug messages", [("error.failed", "Failed"), ("user.hello", "Hello")]),
        ("no messages", []),
        ("durations", [("error.busy", "Busy for {n, duration}."), ("user.wait", "Ready {n}."), ("debug.retry", "Retry in {n}")]),
    ])
    func unusualShapesCompileWithoutWarnings(_ name: String, _ messages: [(String, String)]) throws {
        var entries: [(String, String)] = [("@@locale", "en")]
        for (key, text) in messages {
            entries.append((key, text))
            let type = name == "durations" ? "Duration\", \"example\": \"90s" : "Int\", \"example\": \"3"
            let placeholders = text.contains("{n") ? #", "placeholders": {"n": {"type": ""# + type + #""}}"# : ""
            entries.append(("@\(key)", #"{"description": "d""# + placeholders + "}"))
        }
        let swift = try Self.generate([SourceFile(path: "en.arb", text: Self.catalog(entries))])
        let output = try GeneratedSwiftCompiler.check(swift)
        #expect(output.status == 0 && output.diagnostics.isEmpty, "\(name): \(output.diagnostics)")
    }

    // MARK: - Catalogs

    /// An English catalog with one error, user and debug message per description, and a German one.
    static func freeTextCatalogs(descriptions: [String], text: String) -> [SourceFile] {
        var english: [(String, String)] = [("@@locale", "en")]
        var german: [(String, String)] = [("@@locale", "de")]
        for (index, description) in descriptions.enumerated() {
            let metadata = #"{"description": "# + json(description) + #", "placeholders": {"name": {"type": "String", "example": "# + json(description) + "}}}"
            english += [("error.hostile\(index)", "\(text) {name}"), ("@error.hostile\(index)", metadata),
                        ("user.hostile\(index)", "\(text) {name}"), ("@user.hostile\(index)", metadata),
                        ("debug.hostile\(index)", "\(text) {name}"), ("@debug.hostile\(index)", metadata)]
            german += [("error.hostile\(index)", "\(text) (de) {name}"), ("user.hostile\(index)", "{name} \(text)")]
        }
        return [SourceFile(path: "en.arb", text: catalog(english)), SourceFile(path: "de.arb", text: catalog(german))]
    }

    struct NotGenerated: Error, CustomStringConvertible {
        var description: String
    }

    static func generate(_ files: [SourceFile]) throws -> String {
        let result = MessageCatalogCompiler().compile(files)
        guard let swift = result.swift else { throw NotGenerated(description: result.formattedDiagnostics.prefix(20).joined(separator: "\n")) }
        return swift
    }

    /// A JSON object with one member a line; values that start with `{` are written as they are.
    static func catalog(_ entries: [(String, String)]) -> String {
        let members = entries.map { key, value in "  \(json(key)): \(value.hasPrefix("{\"") ? value : json(value))" }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
