import CICU
import IAPMessagesCore

/// The number data the Apple build keeps, read from ICU through CICU for `NumberDataWriter`: the
/// numbering systems ICU knows, and the ISO 4217 codes with their digits.
struct ICUNumberData: Sendable {
    /// A numbering system: its ten digits, or nil for an algorithmic one (roman, hebr), which ICU's
    /// number formatter writes with Latin digits and symbols.
    struct NumberingSystem: Sendable {
        let name: String
        let digits: String?
    }

    let numberingSystems: [NumberingSystem]
    /// Every ISO 4217 code ICU knows, sorted, with the fraction digits CLDR formats it with.
    let currencyCodes: [(code: String, digits: Int)]

    static func read() throws(CLDRDataError) -> ICUNumberData {
        var systems: [String: (digits: String?, algorithmic: Bool, radix: Int)] = [:]
        let systemText = try ICUText.read("the numbering systems") {
            cicu_number_data_table_contents("", "numberingSystems", "numberingSystems", $0, $1, $2)
        }
        for (path, value) in try pairs(systemText) {
            let parts = path.split(separator: "/")
            guard parts.count == 3 else { continue }
            let name = String(parts[1])
            var system = systems[name] ?? (nil, false, 10)
            switch parts[2] {
            case "desc": system.digits = value
            case "algorithmic": system.algorithmic = value == "1"
            case "radix": system.radix = Int(value) ?? 0
            default: break
            }
            systems[name] = system
        }
        let numberingSystems = try systems.keys.sorted().map { (name) throws(CLDRDataError) -> NumberingSystem in
            let system = systems[name]!
            if system.algorithmic || system.radix != 10 { return NumberingSystem(name: name, digits: nil) }
            guard let digits = system.digits, digits.unicodeScalars.count == 10 else {
                throw CLDRDataError("numbering system \(name) has no ten digits: \(system.digits ?? "none")")
            }
            return NumberingSystem(name: name, digits: digits)
        }

        let codeList = try ICUText.read("the ISO currency codes") { cicu_currency_codes($0, $1, $2) }
        let codes = codeList.split(separator: " ").map(String.init).sorted()
        var currencyCodes: [(String, Int)] = []
        for code in codes {
            var status: Int32 = 0
            let digits = cicu_currency_fraction_digits(code, &status)
            guard status <= 0 else { throw CLDRDataError("ICU has no fraction digits for \(code)") }
            currencyCodes.append((code, Int(digits)))
        }
        return ICUNumberData(numberingSystems: numberingSystems, currencyCodes: currencyCodes)
    }

    private static func pairs(_ text: String) throws(CLDRDataError) -> [(String, String)] {
        try text.split(separator: "\n").map { (line) throws(CLDRDataError) -> (String, String) in
            guard let tab = line.firstIndex(of: "\t") else { throw CLDRDataError("unexpected bundle line: \(line)") }
            let raw = line[line.index(after: tab)...]
            // The numbering-system table has no aliases; should ICU ever write one ("\\@key"), the bake fails.
            if raw.hasPrefix("\\@") { throw CLDRDataError("unexpected alias in the numbering systems: \(line)") }
            return (String(line[..<tab]), unescaped(raw))
        }
    }

    private static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
