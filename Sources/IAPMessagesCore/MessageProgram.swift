/// The compact form in which generated tables store a message, shared by `msgc` (which writes it)
/// and the runtime (which reads it). Nothing here parses MessageFormat: `msgc` has already resolved
/// quoting, checked every case and numbered the arguments.
///
/// A program is UTF-8 text in which bytes 0x01–0x05 are markers (catalog text may not contain them):
/// - literal text stands for itself;
/// - `0x01 index 0x02 style 0x03`: argument `index` (decimal) in a style (see `ArgumentStyleCode`);
/// - `0x04`: the number of the innermost plural or selectordinal, minus its offset (MessageFormat's `#`);
/// - `0x05 kind index 0x02 offset 0x02` then cases `key 0x02 length 0x02 body`, then `0x03`:
///   a plural (`p`), selectordinal (`o`) or select (`s`) on argument `index`; `length` is the body's
///   size in bytes so non-matching cases are skipped without reading them; exact keys are `=N`.
///
/// A message without arguments is therefore its text, and looking it up costs one slice of a table.
public enum MessageProgram {
    public static let argumentStart: UInt8 = 0x01
    public static let separator: UInt8 = 0x02
    public static let end: UInt8 = 0x03
    public static let pound: UInt8 = 0x04
    public static let choiceStart: UInt8 = 0x05

    /// Style codes after an argument's index.
    public enum ArgumentStyleCode {
        public static let plain = ""
        /// A plain (string) argument inside right-to-left text: isolated when it runs left to right.
        public static let plainInRightToLeft = "r"
        /// A plain (string) argument inside left-to-right text: isolated when it runs right to left.
        public static let plainInLeftToRight = "l"
        public static let number = "n"
        public static let integer = "i"
        public static let percent = "p"
        /// Followed by an ICU number skeleton.
        public static let numberSkeleton = "k"
        /// Followed by s, m, l or f, or by `k` and a date skeleton.
        public static let date = "d"
        public static let time = "t"
        public static let duration = "u"
    }

    public enum ChoiceCode {
        public static let plural: UInt8 = UInt8(ascii: "p")
        public static let ordinal: UInt8 = UInt8(ascii: "o")
        public static let select: UInt8 = UInt8(ascii: "s")
    }

    /// Whether a program has no markers, so its bytes are the final text.
    public static func isPlainText(_ bytes: some Sequence<UInt8>) -> Bool {
        !bytes.contains { $0 >= argumentStart && $0 <= choiceStart }
    }
}
