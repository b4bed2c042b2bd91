import CCrypto
import Language

/// SHA-256 through OpenSSL's libcrypto, fed in pieces: a fingerprint that nobody can make two inputs share.
final class SHA256Digest {
  private let context: OpaquePointer
  private var failed = false

  /// A digest ready for input, or nil when libcrypto can't start one (out of memory).
  init?() {
    guard let context = EVP_MD_CTX_new() else { return nil }
    guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
      EVP_MD_CTX_free(context)
      return nil
    }
    self.context = context
  }

  deinit { EVP_MD_CTX_free(context) }

  /// Adds `bytes` to what is digested.
  func add(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !failed else { return }
    failed = EVP_DigestUpdate(context, base, bytes.count) != 1
  }

  /// Adds the UTF-8 bytes of `text`, then a zero byte, so that the parts of a sequence stay apart.
  func add(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(0)
    bytes.withUnsafeBytes { add($0) }
  }

  /// The digest of everything added, as 64 lowercase hexadecimal digits; nil when libcrypto failed.
  func finish() -> String? {
    var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    guard !failed, EVP_DigestFinal_ex(context, &out, &length) == 1, length == 32 else { return nil }
    return FileIdentity.hexadecimal(out.prefix(32))
  }
}
