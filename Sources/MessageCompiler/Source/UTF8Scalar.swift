extension Array where Element == UInt8 {
    /// The Unicode scalar whose UTF-8 encoding starts at `offset`, or nil for invalid UTF-8; readers
    /// that keep byte positions step by `UTF8.width(_:)` of the result.
    func scalar(at offset: Int) -> Unicode.Scalar? {
        var decoder = UTF8()
        var iterator = self[offset...].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}
