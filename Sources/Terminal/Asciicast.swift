import Course
import Foundation
import JSON

/// A terminal recording in asciicast v2, the format `asciinema play` reads: a JSON header line,
/// then one `[time, "o", data]` line for each piece of output.
public struct Asciicast: Sendable, Equatable {
  /// One piece of output and when it was written, in seconds from the start.
  public struct Event: Sendable, Equatable {
    public var time: Double
    public var data: String

    public init(time: Double, data: String) {
      self.time = time
      self.data = data
    }
  }

  public var width: Int
  public var height: Int
  public var title: String?
  /// The recording's environment, such as `TERM`; written with sorted keys so a file is the same each time.
  public var env: [String: String]
  public var events: [Event]

  public init(
    width: Int, height: Int, title: String? = nil, env: [String: String] = [:], events: [Event] = []
  ) {
    self.width = width
    self.height = height
    self.title = title
    self.env = env
    self.events = events
  }

  /// The file's text. No timestamp is written, so the same run gives the same bytes.
  public var text: String {
    var header = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
    if let title { header += ", \"title\": \(JSONString.quoted(title))" }
    let pairs = env.keys.sorted().map { "\(JSONString.quoted($0)): \(JSONString.quoted(env[$0] ?? ""))" }
    header += ", \"env\": {\(pairs.joined(separator: ", "))}}\n"
    return header
      + events.map { "[\(String(format: "%.6f", $0.time)), \"o\", \(JSONString.quoted($0.data))]\n" }.joined()
  }
}
