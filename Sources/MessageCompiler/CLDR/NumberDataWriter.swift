import IAPMessagesCore

/// Writes `NumberData.swift` (the numbering systems ICU knows) and `CurrencyData.swift` (ISO 4217
/// codes and their digits): all the number data the Apple build keeps. Numbers and prices themselves
/// are the system's to write there (`SystemNumberFormatter`, `SystemPriceFormatter`); these only say
/// which `-u-nu-` keyword a locale may keep and which currency codes a price may have.
struct NumberDataWriter {
    static let numberFileName = "NumberData.swift"
    static let currencyFileName = "CurrencyData.swift"

    let source: ICUNumberData

    func files() throws(CLDRDataError) -> [CLDRDataFile] {
        let (icu, cldr) = CLDRDataFile.versions
        let systems = source.numberingSystems.map { system in system.digits.map { "\(system.name)=\($0)" } ?? system.name }
        let numbers = CLDRDataFile.header(describing: "CLDR's numbering systems")
            + """
            /// The numbering systems ICU knows, read by `FormattingLocale` to keep a `-u-nu-` keyword only
            /// when it names one.
            enum NumberData {
                /// The ICU release the data was read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// Numbering systems: `name=digits` (zero to nine), or the name alone for an algorithmic
                /// one, which ICU's number formatter writes with Latin digits and symbols.
                static let numberingSystems = \(CLDRDataFile.literal(CLDRDataFile.wrapped(systems)))
            }

            """
        let currencies = CLDRDataFile.header(describing: "ISO 4217 currency codes and their digits")
            + """
            /// The currency codes ICU knows, read by `PortableISOCurrency` to validate a price's code.
            enum CurrencyData {
                /// The ICU release the data was read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// Every ISO 4217 code ICU knows, with the fraction digits CLDR formats it with.
                static let codes = \(CLDRDataFile.literal(CLDRDataFile.wrapped(source.currencyCodes.map { "\($0.code):\($0.digits)" })))
            }

            """
        return [CLDRDataFile(name: Self.numberFileName, contents: numbers), CLDRDataFile(name: Self.currencyFileName, contents: currencies)]
    }
}
