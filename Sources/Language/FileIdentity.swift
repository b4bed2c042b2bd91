import CAuxv
import Foundation

/// What the caches' keys name the files a result was made from by.
public enum FileIdentity {
  /// A file's identity as far as a cache is concerned: its path, device, inode, size, and the times of its
  /// last change of content and of status (the second can't be set back by anyone but the system).
  public static func signature(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path + ":none" }
    let times = [info.st_mtim, info.st_ctim].map { "\($0.tv_sec).\($0.tv_nsec)" }.joined(separator: ":")
    return "\(path):\(info.st_dev):\(info.st_ino):\(info.st_size):" + times
  }

  /// This lingo executable: the GNU build ID the linker wrote into it (a digest of its contents), read from
  /// the process's own memory. A copy or reinstall of the same build keeps its caches; another build has
  /// another ID. Nothing is read from the file system, so nothing done to the executable's file (a new
  /// link, a change of mode) changes it. An executable linked without a build ID is named by its file.
  public static let executable: String = buildID().map { "build-id:" + $0 } ?? signature(of: "/proc/self/exe")

  /// The build ID of the running executable, as lowercase hexadecimal digits; nil when it has none.
  static func buildID() -> String? {
    // The kernel tells a process where its program headers are; the `PT_PHDR` header among them gives
    // where they were meant to be, and so how far the executable was moved when it was loaded.
    let headers = UInt(getauxval(UInt(AT_PHDR)))
    let count = Int(getauxval(UInt(AT_PHNUM)))
    guard headers != 0, count > 0, let first = UnsafePointer<Elf64_Phdr>(bitPattern: headers) else {
      return nil
    }
    let program = UnsafeBufferPointer(start: first, count: count)
    guard let described = program.first(where: { $0.p_type == UInt32(PT_PHDR) }) else { return nil }
    let shift = headers &- UInt(described.p_vaddr)
    for header in program where header.p_type == UInt32(PT_NOTE) {
      guard let notes = UnsafeRawPointer(bitPattern: shift &+ UInt(header.p_vaddr)) else { continue }
      if let id = gnuBuildID(in: UnsafeRawBufferPointer(start: notes, count: Int(header.p_memsz))) {
        return id
      }
    }
    return nil
  }

  /// The build ID among the ELF notes in `bytes`: each a name size, a description size and a type, then
  /// the name and the description, each padded to four bytes.
  static func gnuBuildID(in bytes: UnsafeRawBufferPointer) -> String? {
    var place = 0
    while place + 12 <= bytes.count {
      let nameSize = Int(bytes.loadUnaligned(fromByteOffset: place, as: UInt32.self))
      let descriptionSize = Int(bytes.loadUnaligned(fromByteOffset: place + 4, as: UInt32.self))
      let type = bytes.loadUnaligned(fromByteOffset: place + 8, as: UInt32.self)
      let name = place + 12
      let description = name + (nameSize + 3) / 4 * 4
      let next = description + (descriptionSize + 3) / 4 * 4
      guard next <= bytes.count else { return nil }
      if type == UInt32(NT_GNU_BUILD_ID), Array(bytes[name..<name + nameSize]) == Array("GNU\0".utf8),
        descriptionSize > 0
      {
        return hexadecimal(bytes[description..<description + descriptionSize])
      }
      place = next
    }
    return nil
  }

  /// `bytes` as lowercase hexadecimal digits, two to a byte: a build ID's, a digest's. (Foundation's
  /// `String(format:)` spent a million instructions of every start on the twenty bytes of a build ID.)
  public static func hexadecimal(_ bytes: some Collection<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] }, as: UTF8.self)
  }
}
