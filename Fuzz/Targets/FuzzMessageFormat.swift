import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler

/// One message text, as the source text of a message with a placeholder of every type: parsed,
/// checked, lowered to a program, and interpreted with arguments in languages with different plural
/// rules and digits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let catalog = """
    {
      "@@locale": "en",
      "user.fuzzed": \(jsonString(text)),
      "@user.fuzzed": {"description": "Fuzzed.", "placeholders": {
        "s": {"type": "String", "example": "x"}, "n": {"type": "Int", "example": 3},
        "d": {"type": "Double", "example": 1.5}, "m": {"type": "Decimal", "example": "4.99"},
        "p": {"type": "Price", "example": "4.99 EUR"}, "t": {"type": "Date", "example": "2026-03-01T09:30:00Z"},
        "u": {"type": "Duration", "example": "90s"}}}
    }
    """
    let result = MessageCatalogCompiler().compile([SourceFile(path: "en.arb", text: catalog)])
    guard let compiled = result.compiled, let generated = compiled.cases.first else { return 0 }
    let names = generated.arguments.map(\.name)
    let values: [String: MessageArgument] = [
        "s": .string("Anna"), "n": .int(21), "d": .double(1.5), "m": .decimal(Decimal(-5) / 10),
        "p": (try? IAPPrice(amount: Decimal(1234565) / 1000, currencyCode: "KWD")).map(MessageArgument.price) ?? .string("?"),
        "t": .date(Date(timeIntervalSince1970: 1_772_357_400)), "u": .duration(.seconds(5400)),
    ]
    let arguments = names.map { values[$0] ?? .string("?") }
    for program in compiled.programs[0].compactMap({ $0 }) {
        for locale in ["en", "ar-EG", "ru", "ja", "fr-CH"] {
            let id = LocaleIdentifier(locale)
            _ = MessageInterpreter(formatLocale: id, pluralLocale: id, arguments: arguments).render(program)
        }
    }
    return 0
}

private func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        default:
            if scalar.value < 0x20 {
                result += String(format: "\\u%04x", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
