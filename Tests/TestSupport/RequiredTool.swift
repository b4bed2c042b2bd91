import Foundation

/// A program a test needs is not installed; its message names the Debian package to install.
public struct MissingTool: Error, CustomStringConvertible {
  public let description: String
}

/// `path` when it is an executable, else a `MissingTool` error naming `package`: tests install nothing
/// themselves, `.ci/run` installs every package they need.
public func requireTool(_ path: String, package: String) throws -> String {
  guard FileManager.default.isExecutableFile(atPath: path) else {
    throw MissingTool(
      description: "\(path) is not installed: apt-get install \(package) (.ci/run installs it)")
  }
  return path
}
