import Foundation

/// The memory a course file is read into, handed over to a `Data` without a copy: for a large file,
/// anonymous memory asked to be backed by huge pages (a 28 MB file is then read in a third of the time, as
/// it takes a dozen page faults, not seven thousand), else the heap.
struct ReadBuffer {
  private(set) var base: UnsafeMutableRawPointer
  private(set) var capacity: Int
  /// Whether the memory is mapped (freed with `munmap`) rather than allocated (freed with `free`).
  private let isMapped: Bool

  /// Huge pages are 2 MiB; a smaller file gains nothing from them.
  private static let hugePage = 1 << 21

  /// A buffer of at least `capacity` bytes (one or more), or nil when there is no memory for it.
  init?(capacity: Int) {
    let capacity = Swift.max(capacity, 1)
    if capacity >= Self.hugePage {
      let length = (capacity + Self.hugePage - 1) / Self.hugePage * Self.hugePage
      let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      if let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) {
        // Only a hint: without transparent huge pages the memory is ordinary pages.
        _ = madvise(mapped, length, MADV_HUGEPAGE)
        base = mapped
        self.capacity = length
        isMapped = true
        return
      }
    }
    guard let allocated = malloc(capacity) else { return nil }
    base = allocated
    self.capacity = capacity
    isMapped = false
  }

  /// Grows the buffer to at least `capacity` bytes, keeping its bytes; false (and unchanged) when there is
  /// no memory for it.
  mutating func grow(to capacity: Int) -> Bool {
    guard capacity > self.capacity else { return true }
    guard let grown = ReadBuffer(capacity: capacity) else { return false }
    grown.base.copyMemory(from: base, byteCount: self.capacity)
    release()
    self = grown
    return true
  }

  /// Frees the memory, for a read that failed.
  func release() {
    if isMapped { munmap(base, capacity) } else { free(base) }
  }

  /// The first `count` bytes as a `Data` that owns the memory and frees it.
  func data(count: Int) -> Data {
    let (base, capacity) = (base, capacity)
    if isMapped {
      return Data(bytesNoCopy: base, count: count, deallocator: .custom { _, _ in munmap(base, capacity) })
    }
    return Data(bytesNoCopy: base, count: count, deallocator: .free)
  }
}
