import Foundation

/// A new path under the temporary folder, `prefix-UUID` (with `pathExtension` if given), removed when the
/// test process ends, with whatever was made there: tests leave nothing in the temporary folder.
public func temporaryItem(_ prefix: String, pathExtension: String = "") -> URL {
  var url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
  if !pathExtension.isEmpty { url.appendPathExtension(pathExtension) }
  TemporaryItems.shared.add(url)
  return url
}

/// The items `temporaryItem` named, each removed when the process exits.
private final class TemporaryItems: @unchecked Sendable {
  static let shared: TemporaryItems = {
    atexit { TemporaryItems.shared.removeAll() }
    return TemporaryItems()
  }()

  private var items: [URL] = []
  private let lock = NSLock()

  func add(_ url: URL) { lock.withLock { items.append(url) } }

  func removeAll() {
    for url in lock.withLock({ items }) { try? FileManager.default.removeItem(at: url) }
  }
}
