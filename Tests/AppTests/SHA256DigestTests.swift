import Foundation
import Testing

@testable import App

/// The verdict cache's digest is SHA-256 (FIPS 180-4's examples), fed in any pieces.
@Suite("SHA-256 through libcrypto")
struct SHA256DigestTests {
  private func digest(_ pieces: [[UInt8]]) -> String? {
    guard let digest = SHA256Digest() else { return nil }
    for piece in pieces { piece.withUnsafeBytes { digest.add($0) } }
    return digest.finish()
  }

  @Test func standardExamples() {
    #expect(digest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(digest([Array("abc".utf8)]) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(digest([long]) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func piecesDigestAsTheirWhole() {
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    let pieces = stride(from: 0, to: million.count, by: 4_099).map {
      Array(million[$0..<min($0 + 4_099, million.count)])
    }
    let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    #expect(digest([million]) == expected)
    #expect(digest(pieces) == expected)
  }

  @Test func textPartsStayApart() {
    // "ab" + "c" and "a" + "bc" are different sequences of parts, so their digests differ.
    let first = SHA256Digest()
    first?.add("ab")
    first?.add("c")
    let second = SHA256Digest()
    second?.add("a")
    second?.add("bc")
    #expect(first?.finish() != nil)
    #expect(first?.finish() != second?.finish())
  }
}
