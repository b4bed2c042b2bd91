import Foundation

/// A file mapped into memory read-only, as the bytes of a `Data`, whose pages can be handed back to the
/// kernel once read: they are read again from the page cache when next touched, so a large file is read
/// through without all of it staying in the process's memory.
///
/// A page read again holds what the file holds then: a file rewritten in place while mapped gives its new
/// bytes (`changedSinceMapped` tells), and one cut short raises SIGBUS past its new end (lingo's handler
/// says so and exits). A file replaced by another (saved to a new file and renamed) stays as it was.
///
/// (Unchecked `Sendable`: the mapping never changes; `release` only drops pages.)
public final class MappedPages: @unchecked Sendable {
  private let base: UnsafeMutableRawPointer
  private let length: Int
  /// The file, kept open to see whether it changed, and its size and time of change when mapped.
  private let descriptor: Int32
  private let mapped: (size: Int, modified: timespec)

  /// Maps the first `length` bytes (one or more) of the file open on `descriptor`; nil when it can't be
  /// mapped (a pipe, a device, no address space left).
  public init?(descriptor: Int32, length: Int) {
    guard length > 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let address, address != MAP_FAILED else { return nil }
    let kept = dup(descriptor)
    guard kept >= 0 else {
      munmap(address, length)
      return nil
    }
    base = address
    self.length = length
    self.descriptor = kept
    mapped = (Int(info.st_size), info.st_mtim)
  }

  deinit {
    munmap(base, length)
    close(descriptor)
  }

  /// Whether the file was written to since it was mapped (its size or its time of change differs).
  public var changedSinceMapped: Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return true }
    return Int(info.st_size) != mapped.size || info.st_mtim.tv_sec != mapped.modified.tv_sec
      || info.st_mtim.tv_nsec != mapped.modified.tv_nsec
  }

  /// The mapped bytes, which keep the mapping alive while they are in use.
  public var data: Data {
    Data(bytesNoCopy: base, count: length, deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
  }

  /// Drops every page from the process's memory; the next read of one reads it again from the page cache.
  func release() { _ = madvise(base, length, MADV_DONTNEED) }
}
