/// The fields of the baked data's space- and newline-separated lists ("af:7 ak:5 …").
///
/// Every `split` given a closure of its own becomes another copy of `split` in the app, one to two
/// kilobytes each; the lists of the baked data are all split here, so the app carries one copy for
/// text and one for bytes.
enum BakedFields {
    @inline(never)
    static func of(_ text: String) -> [Substring] {
        text.split(whereSeparator: isSeparator)
    }

    @inline(never)
    static func of(_ bytes: String.UTF8View) -> [Substring.UTF8View] {
        bytes.split(whereSeparator: isSeparator)
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\n"
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
    }
}
