import Foundation
import MallocCounter

/// One thing to time: a call that returns a text, whose length goes into a checksum so that the
/// optimiser cannot drop the work.
struct BenchmarkCase {
    let name: String
    let call: () -> String
}

/// What a case cost per call: the median of its rounds, and the heap allocations of one call.
struct CaseResult {
    let name: String
    let nanoseconds: Double
    let allocations: Double
}

/// Times every case over `rounds` interleaved rounds of `iterations` calls (case 1, case 2, …, then
/// again), so that a slow moment of the machine is spread over all cases instead of falling on one;
/// reports each case's median round, and its allocations per call counted over one further round.
func measure(_ cases: [BenchmarkCase], iterations: Int, rounds: Int) -> [CaseResult] {
    var checksum = 0
    for benchmark in cases { checksum &+= benchmark.call().utf8.count }  // warm caches and tables
    var perRound = Array(repeating: [Double](), count: cases.count)
    for _ in 0..<rounds {
        for (position, benchmark) in cases.enumerated() {
            // DispatchTime rather than ContinuousClock, which macOS 10.15 (the package's minimum) lacks.
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { checksum &+= benchmark.call().utf8.count }
            perRound[position].append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
        }
    }
    let results = cases.enumerated().map { position, benchmark in
        let before = malloc_counter_allocations()
        for _ in 0..<iterations { checksum &+= benchmark.call().utf8.count }
        let allocations = Double(malloc_counter_allocations() - before) / Double(iterations)
        let sorted = perRound[position].sorted()
        return CaseResult(name: benchmark.name, nanoseconds: sorted[sorted.count / 2], allocations: allocations)
    }
    print("(checksum \(checksum))")
    return results
}

/// A table row: name, ns per call, allocations per call.
func row(_ result: CaseResult) -> String {
    let allocations = malloc_counter_active() == 1 ? String(format: "%6.1f", result.allocations) : "     -"
    return "  \(result.name.padding(toLength: 66, withPad: " ", startingAt: 0)) \(String(format: "%8.0f", result.nanoseconds)) ns  \(allocations) allocs"
}
