/// Why a string is not a currency code `IAPPrice` accepts.
public struct CurrencyCodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the code.
    public enum Reason: Sendable, Equatable {
        /// The code is empty.
        case empty
        /// The code is not three ASCII letters (`"US$"`, `"EURO"`, `"€"`).
        case notThreeLetters
        /// Three letters, but not an ISO 4217 code the ICU data knows (`"XYZ"`).
        case unknown
    }

    /// The code as it was given.
    public let code: String
    /// Why the code was refused: empty, not three letters, or not a code ISO 4217 and ICU know.
    public let reason: Reason

    /// The refusal as a sentence naming the code and what a currency code looks like, for a log or
    /// a test's failure.
    public var description: String {
        switch reason {
        case .empty:
            return "the currency code is empty; expected an ISO 4217 code such as \"USD\""
        case .notThreeLetters:
            return "\"\(code)\" is not a currency code: ISO 4217 codes are three letters, such as \"USD\" or \"EUR\""
        case .unknown:
            return "\"\(code)\" is not an ISO 4217 currency code known to ICU \(PlatformLocale.icuVersion)"
        }
    }
}
