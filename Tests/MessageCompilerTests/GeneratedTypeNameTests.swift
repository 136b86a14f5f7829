import Foundation
import Testing
@testable import MessageCompiler

/// A Flutter set's generated type (`output-class`, `--type-name`) that msgc accepts yields Swift that
/// compiles, whatever names the generated code itself uses: each capitalised name in a generated file
/// with a compressed table (and Swift's own `Self`, `Type`, `Protocol`) is tried as the type's name.
@Suite struct GeneratedTypeNameTests {
    /// A set whose English table is large enough to be compressed, with arguments of every kind.
    static let files: [SourceFile] = {
        var english: [String] = [#""count": "{n, plural, =1{one item} other{{n} items}}", "@count": {"placeholders": {"n": {"type": "int"}}}"#,
                                 #""when": "Ends {d}", "@when": {"placeholders": {"d": {"type": "DateTime", "format": "yMMMd"}}}"#,
                                 #""amount": "Pay {x}", "@amount": {"placeholders": {"x": {"type": "double", "format": "decimalPattern"}}}"#]
        for index in 0..<60 {
            english.append(#""line\#(index)": "Line \#(index) of a text long enough that its table is compressed when generated.""#)
        }
        return [SourceFile(path: "app_en.arb", text: "{" + english.joined(separator: ",\n") + "}")]
    }()

    static func generated(typeName: String) -> String? {
        MessageCatalogCompiler(options: .init(flutter: FlutterConfiguration(yaml: ""), typeName: typeName)).compile(files).swift
    }

    @Test func everyAcceptedNameCompiles() throws {
        let swift = try #require(Self.generated(typeName: "AppStrings"))
        // A table's size is not 0 where its text is compressed (`MessageTable.compiled`).
        let sizes = swift.split(separator: "\n").first { $0.contains("static let sizes: [Int] = [") } ?? ""
        #expect(sizes.contains { ("1"..."9").contains($0) }, "the table must be compressed for this test to mean anything")
        // Capitalised names outside comments and string literals.
        let code = swift.split(separator: "\n").map { line in
            String(line.prefix { $0 != "/" }).replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
        }.joined(separator: "\n")
        let words = code.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        let used = Set(words.filter { $0.first?.isUppercase == true }.map(String.init))
        let candidates = used.subtracting(["AppStrings", "AppStringsCatalog", "AppStringsCatalogTables"]).union(["Self", "Type", "Protocol"])
        var accepted: [String] = []
        for name in candidates.sorted() {
            guard let generated = Self.generated(typeName: name) else { continue }
            accepted.append(name)
            let output = try GeneratedSwiftCompiler.check(generated)
            #expect(output.status == 0, "--type-name \(name) was accepted, but the Swift does not compile: \(output.diagnostics.prefix(600))")
        }
        // Names the generated file does not use stay usable.
        #expect(Self.generated(typeName: "ShopStrings") != nil)
        print("type names tried: \(candidates.count), accepted \(accepted.count): \(accepted.joined(separator: ", "))")
    }
}
