import CCrypto
import Language

/// SHA-256 through OpenSSL's libcrypto, fed in pieces: a fingerprint that nobody can make two inputs share.
final class SHA256Digest {
  private var context = SHA256_CTX()
  private var failed = false

  /// A digest ready for input, or nil when libcrypto can't start one.
  init?() {
    guard SHA256_Init(&context) == 1 else { return nil }
  }

  /// Adds `bytes` to what is digested.
  func add(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !failed else { return }
    failed = SHA256_Update(&context, base, bytes.count) != 1
  }

  /// Adds the UTF-8 bytes of `text`, then a zero byte, so that the parts of a sequence stay apart.
  func add(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(0)
    bytes.withUnsafeBytes { add($0) }
  }

  /// Whether `name` is a digest as `finish` writes it: 64 lower-case hexadecimal digits.
  static func isDigest(_ name: String) -> Bool {
    name.utf8.count == 2 * Int(SHA256_DIGEST_LENGTH)
      && name.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 || $0 &- UInt8(ascii: "a") < 6 }
  }

  /// The digest of everything added, as 64 lowercase hexadecimal digits; nil when libcrypto failed.
  func finish() -> String? {
    var out = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    guard !failed, SHA256_Final(&out, &context) == 1 else { return nil }
    return FileIdentity.hexadecimal(out[...])
  }
}
