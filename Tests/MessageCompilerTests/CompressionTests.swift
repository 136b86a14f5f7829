import Foundation
@testable import IAPMessagesCore
import MessageCompiler
import Testing

/// The compressed tables: msgc's deflate encoder and the runtime's inflater, each held to zlib (the
/// fixture's streams are zlib's; CI reads msgc's back with zlib in `Scripts/references/check_compressed_tables.py`).
@Suite struct CompressionTests {
    struct Fixture {
        var texts: [String: [UInt8]] = [:]
        var streams: [(name: String, stream: [UInt8])] = []
    }

    /// `Fixtures/deflate/streams.tsv`, written by `Scripts/references/deflate_fixture.py` with Python's zlib.
    static let fixture: Fixture = {
        let url = TestSupport.fixtures.appendingPathComponent("deflate/streams.tsv")
        var fixture = Fixture()
        for line in (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n") ?? [] {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields[0] {
            case "text": fixture.texts[fields[1]] = hexBytes(fields[2])
            case "lcg":
                let numbers = fields[2].split(separator: " ").compactMap { Int($0) }
                fixture.texts[fields[1]] = lcgBytes(seed: numbers[0], count: numbers[1], repeat: numbers[2])
            default: fixture.streams.append((fields[1], hexBytes(fields[2])))
            }
        }
        return fixture
    }()

    static func hexBytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var high: UInt8?
        for character in hex.utf8 {
            let nibble = character <= 57 ? character - 48 : character - 87
            if let first = high { bytes.append(first << 4 | nibble); high = nil } else { high = nibble }
        }
        return bytes
    }

    /// The script's `lcg_bytes`.
    static func lcgBytes(seed: Int, count: Int, repeat times: Int) -> [UInt8] {
        var x = seed
        var bytes: [UInt8] = []
        for _ in 0..<count {
            x = (x &* 1_103_515_245 &+ 12345) % (1 << 31)
            bytes.append(UInt8((x >> 16) & 255))
        }
        return Array([[UInt8]](repeating: bytes, count: times).joined())
    }

    static func inflate(_ stream: [UInt8], count: Int) throws -> [UInt8] {
        try stream.withUnsafeBufferPointer { try Inflate.decompress($0, count: count) }
    }

    @Test func theFixtureHasEveryKindOfStream() {
        #expect(Self.fixture.streams.count == 15)
        #expect(Self.fixture.texts.count == 9)
    }

    @Test(arguments: fixture.streams.map(\.name))
    func decodesWhatZlibWrites(_ name: String) throws {
        let stream = try #require(Self.fixture.streams.first { $0.name == name }?.stream)
        let text = try #require(Self.fixture.texts[String(name.prefix { $0 != "/" })])
        #expect(try Self.inflate(stream, count: text.count) == text)
    }

    /// Inputs beyond the fixture's: the shapes that stress a matcher (runs longer than a match, the
    /// window's edge, every byte value, a single byte).
    static let extraInputs: [[UInt8]] = [
        [], [0], [255], Array(repeating: 7, count: 100_000), Array(0...255), Array(Array(0...255).reversed()) + Array(0...255),
        lcgBytes(seed: 3, count: 33_000, repeat: 2), Array("abc".utf8) + Array(repeating: 0, count: 258) + Array("abc".utf8),
        Array(Array("Käufe wiederherstellen · استعادة المشتريات · ख़रीदारी बहाल करें".utf8).repeated(40)),
    ]

    @Test func msgcEncoderRoundTripsThroughTheRuntime() throws {
        for input in Array(Self.fixture.texts.values) + Self.extraInputs {
            let stream = DeflateEncoder.compress(input)
            #expect(try Self.inflate(stream, count: input.count) == input)
            // The stream survives the 7-bit literal it is written in.
            let packed = SevenBitPacking.pack(stream)
            #expect(packed.allSatisfy { $0 < 128 })
            #expect(packed.withUnsafeBufferPointer(SevenBitPacking.unpack) == stream)
        }
    }

    /// Compression worth having: within a fifth of zlib's best on catalog text, and far below the text.
    @Test(arguments: ["english", "hindi", "arabic"])
    func compressesCatalogTextNearlyAsWellAsZlib(_ name: String) throws {
        let text = try #require(Self.fixture.texts[name])
        let zlib = try #require(Self.fixture.streams.first { $0.name == name + "/level9" }?.stream)
        let ours = DeflateEncoder.compress(text)
        #expect(Double(ours.count) <= Double(zlib.count) * 1.2, "\(ours.count) bytes against zlib's \(zlib.count)")
        #expect(ours.count * 3 < text.count)
    }

    @Test func theEncoderIsDeterministic() throws {
        let text = try #require(Self.fixture.texts["hindi"])
        #expect(DeflateEncoder.compress(text) == DeflateEncoder.compress(text))
    }

    /// A damaged or truncated stream, or a wrong declared size, is an error or other bytes of the
    /// declared size: never a trap and never more than declared.
    @Test func damagedStreamsNeverTrap() throws {
        let text = try #require(Self.fixture.texts["english"])
        for variant in ["english/level9", "english/fixed", "english/stored"] {
            let stream = try #require(Self.fixture.streams.first { $0.name == variant }?.stream)
            #expect(throws: InflateError.self) { try Self.inflate(stream, count: text.count - 1) }
            #expect(throws: InflateError.self) { try Self.inflate(stream, count: text.count + 1) }
            #expect(throws: InflateError.self) { try Self.inflate(Array(stream.dropLast(stream.count / 3)), count: text.count) }
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<300 {
                var damaged = stream
                let position = Int.random(in: 0..<min(damaged.count, 400), using: &generator)
                damaged[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
                if let output = try? Self.inflate(damaged, count: text.count) {
                    #expect(output.count == text.count)
                }
            }
        }
    }
}

private extension Array {
    func repeated(_ times: Int) -> [Element] { Array([[Element]](repeating: self, count: times).joined()) }
}
