import Foundation

/// A file mapped into memory read-only, as the bytes of a `Data`, whose pages can be handed back to the
/// kernel once read: they are read again from the page cache when next touched, so a large file is read
/// through without all of it staying in the process's memory.
///
/// (Unchecked `Sendable`: the mapping never changes; `release` only drops pages, never their contents.)
public final class MappedPages: @unchecked Sendable {
  private let base: UnsafeMutableRawPointer
  private let length: Int

  /// Maps the first `length` bytes (one or more) of the file open on `descriptor`; nil when it can't be
  /// mapped (a pipe, a device, no address space left).
  public init?(descriptor: Int32, length: Int) {
    guard length > 0 else { return nil }
    let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let mapped, mapped != MAP_FAILED else { return nil }
    base = mapped
    self.length = length
  }

  deinit { munmap(base, length) }

  /// The mapped bytes, which keep the mapping alive while they are in use.
  public var data: Data {
    Data(bytesNoCopy: base, count: length, deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
  }

  /// Drops every page from the process's memory; the next read of one reads it again from the page cache.
  func release() { _ = madvise(base, length, MADV_DONTNEED) }
}
