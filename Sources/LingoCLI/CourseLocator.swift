import Foundation

/// Finds the bundled courses wherever lingo is run from.
enum CourseLocator {
  /// The folders searched for bundled courses, in order: `$LINGO_COURSES`, beside the executable,
  /// an installed `share/lingo/courses`, and the source tree lingo was built from.
  static func searchPath(variables: [String: String]) -> [URL] {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "lingo").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var folders: [URL] = []
    if let custom = variables["LINGO_COURSES"], !custom.isEmpty {
      folders.append(URL(fileURLWithPath: custom))
    }
    folders.append(executable.appendingPathComponent("courses"))
    folders.append(executable.appendingPathComponent("../share/lingo/courses").standardized)
    folders.append(sourceRoot.appendingPathComponent("courses"))
    return folders
  }

  /// The bundled course file named `name` (such as `spanish`), if one is found.
  static func bundled(_ name: String, variables: [String: String]) -> URL? {
    searchPath(variables: variables)
      .map { $0.appendingPathComponent("\(name).json") }
      .first { FileManager.default.isReadableFile(atPath: $0.path) }
  }
}
