/// Makes the characters that look alike or not at all visible: U+00A0 and U+202F differ from a space
/// only to machines, and bidi marks not at all.
enum InvisibleCharacters {
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            let isVisibleASCII = scalar.value >= 0x21 && scalar.value < 0x7F
            if isVisibleASCII || (scalar.value > 0x7F && !scalar.properties.isWhitespace && !isFormatCharacter(scalar)) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return escaped
    }

    private static func isFormatCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }
}
