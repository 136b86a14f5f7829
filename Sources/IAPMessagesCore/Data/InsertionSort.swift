extension Array {
    /// Sorts in place by `areInIncreasingOrder`, stably, by insertion: the runtime's sorts are of a
    /// few items (keywords, variants), of lists a generated table already has in order, or of a
    /// cache's use times when it is full. The standard library's sort is faster on long unordered
    /// lists, but each element type and comparison it is used with brings its own copy, about 2 KB
    /// to 6 KB, into the app.
    mutating func insertionSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        for index in 1..<count {
            let item = self[index]
            var position = index
            while position > 0, areInIncreasingOrder(item, self[position - 1]) {
                self[position] = self[position - 1]
                position -= 1
            }
            if position != index { self[position] = item }
        }
    }
}
