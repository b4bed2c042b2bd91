@preconcurrency import Glibc

/// The process's environment variables, read from the C library's `environ`: each `NAME=value` entry split
/// at its first `=`, bytes compared, not characters. A name given twice keeps its first value, as `getenv`
/// does; an entry without `=` is passed over.
enum ProcessVariables {
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    // `__environ`, not the overlay's `environ`, which assumes the list is there: `clearenv` leaves none.
    guard var entry = __environ else { return variables }
    while let pointer = entry.pointee {
      let length = strlen(pointer)
      pointer.withMemoryRebound(to: UInt8.self, capacity: length) { start in
        let bytes = UnsafeBufferPointer(start: start, count: length)
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
        let name = String(decoding: bytes[..<equals], as: UTF8.self)
        if variables[name] == nil {
          variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
      }
      entry += 1
    }
    return variables
  }
}
