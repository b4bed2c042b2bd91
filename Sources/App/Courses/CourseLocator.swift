import Foundation

/// Finds the bundled courses from where the running executable really is, never from where it was built.
enum CourseLocator {
  /// The folders searched for bundled courses, in order: `$LINGO_COURSES`, `courses` beside the executable,
  /// an installed `../share/lingo/courses`, and, for a binary inside a SwiftPM `.build` folder, the
  /// package's own `courses`. The executable is found through `/proc/self/exe` with its links resolved.
  static func searchPath(variables: [String: String]) -> [URL] {
    var folders: [URL] = []
    if let custom = variables["LINGO_COURSES"], !custom.isEmpty {
      folders.append(URL(fileURLWithPath: custom))
    }
    let folder = executable.deletingLastPathComponent()
    folders.append(folder.appendingPathComponent("courses"))
    folders.append(folder.appendingPathComponent("../share/lingo/courses").standardized)
    var parent = folder
    while parent.pathComponents.count > 1 {
      if parent.lastPathComponent == ".build" {
        folders.append(parent.deletingLastPathComponent().appendingPathComponent("courses"))
        break
      }
      parent = parent.deletingLastPathComponent()
    }
    return folders
  }

  /// The running executable's real path: `/proc/self/exe` resolved, else the first argument's.
  static var executable: URL {
    if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: real).resolvingSymlinksInPath()
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? "lingo").resolvingSymlinksInPath()
  }

  /// The bundled course file named `name` (such as `spanish`), if one is found.
  static func bundled(_ name: String, variables: [String: String]) -> URL? {
    searchPath(variables: variables)
      .map { $0.appendingPathComponent("\(name).json") }
      .first { FileManager.default.isReadableFile(atPath: $0.path) }
  }
}
