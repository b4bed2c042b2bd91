import Foundation
import TestSupport
import Testing

/// `lingo import --out` writes only a regular file it may replace: through a symlink to one, never
/// through a symlink planted at its temporary name, never over a device, a FIFO, the progress file or an
/// input; `--out -` is standard output.
///
/// On disk: what `--out` may write over is a matter of real files (links, FIFOs, devices), the progress file
/// and its backups among them.
@Suite(.tags(.endToEnd)) struct ImportSafetyTests {
  /// A word list that makes a small playable course.
  static let list = """
    el perro\tdog
    el gato\tcat
    la casa\thouse
    el pan\tbread
    la leche\tmilk
    el agua\twater
    la mesa\ttable
    el libro\tbook

    """

  /// A folder with `words.tsv` in it, and the sandbox whose variables the runs use.
  private func setUp() throws -> (folder: URL, list: URL, sandbox: Sandbox) {
    let folder = temporaryItem("lingo-import-safety")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let list = folder.appendingPathComponent("words.tsv")
    try Data(Self.list.utf8).write(to: list)
    return (folder, list, Sandbox())
  }

  private func importing(_ list: URL, to out: String, _ sandbox: Sandbox) -> Run {
    lingo(
      onDisk: ["import", list.path, "--out", out, "--language", "es", "--from", "en"],
      variables: sandbox.variables)
  }

  @Test func aSymlinkAtOutIsWrittenThroughAndKept() throws {
    let (folder, list, sandbox) = try setUp()
    let target = folder.appendingPathComponent("target.json")
    try Data("old".utf8).write(to: target)
    #expect(chmod(target.path, 0o600) == 0)
    let link = folder.appendingPathComponent("course.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let run = importing(list, to: link.path, sandbox)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    let written = try String(contentsOf: target, encoding: .utf8)
    #expect(written.hasPrefix("{") && written.contains("\"import-words\""))
    // The replaced file keeps its mode.
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  /// The temporary file's name used to be `.NAME.PID.tmp`: a symlink planted there is not followed.
  @Test func aSymlinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
    let (folder, list, sandbox) = try setUp()
    let victim = folder.appendingPathComponent("victim")
    try Data("precious".utf8).write(to: victim)
    let planted = folder.appendingPathComponent(".course.json.\(getpid()).tmp")
    try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
    let run = importing(list, to: folder.appendingPathComponent("course.json").path, sandbox)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted.path) == victim.path)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(left == [planted.lastPathComponent])
  }

  @Test func aSymlinkToNothingIsRefused() throws {
    let (folder, list, sandbox) = try setUp()
    let link = folder.appendingPathComponent("course.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: folder.path + "/missing")
    let run = importing(list, to: link.path, sandbox)
    #expect(run.status == 8)
    #expect(run.stderr.contains("is a symlink to nothing"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
  }

  @Test func devicesFIFOsAndFoldersAreRefused() throws {
    let (folder, list, sandbox) = try setUp()
    let fifo = folder.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for (out, what) in [("/dev/null", "a device"), (fifo.path, "a FIFO"), (folder.path, "a folder")] {
      let run = importing(list, to: out, sandbox)
      #expect(run.status == 8, "\(out)")
      #expect(run.stderr.contains("is \(what), not a course file; use --out -"), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  /// The progress file, its backups and journals, by name, through a symlink or a hard link: refused with
  /// exit 8, the store unchanged.
  @Test func theProgressFileAndItsBackupsAreRefused() throws {
    let (folder, list, sandbox) = try setUp()
    let made = lingo(onDisk: ["refill"], variables: sandbox.variables)
    let home = try #require(sandbox.variables["LINGO_HOME"])
    let store = home + "/progress.sqlite3"
    #expect(made.status == 0, "\(made.stderr)")
    #expect(FileManager.default.fileExists(atPath: store))
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    let backup = store + ".backup-20261126T180000Z"
    try Data("backup".utf8).write(to: URL(fileURLWithPath: backup))
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: store)
    let hard = folder.appendingPathComponent("hard.json")
    #expect(Glibc.link(store, hard.path) == 0)
    for out in [
      store, backup, store + "-wal", store + "-journal", link.path, hard.path, home + "/./progress.sqlite3",
    ] {
      let run = importing(list, to: out, sandbox)
      #expect(run.status == 8, "\(out)")
      #expect(run.stderr.contains("is lingo's progress file or one of its backups"), "\(out): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "backup")
    #expect(!FileManager.default.fileExists(atPath: store + "-wal"))
  }

  @Test func anInputFileIsRefusedAsOut() throws {
    let (folder, list, sandbox) = try setUp()
    let hard = folder.appendingPathComponent("same.json")
    #expect(Glibc.link(list.path, hard.path) == 0)
    for out in [list.path, hard.path] {
      let run = importing(list, to: out, sandbox)
      #expect(run.status == 8)
      #expect(run.stderr.contains("a file being imported"), "\(run.stderr)")
    }
    #expect(try String(contentsOf: list, encoding: .utf8) == Self.list)
  }

  @Test func outDashWritesTheCourseToStandardOutput() throws {
    let (folder, list, sandbox) = try setUp()
    let run = importing(list, to: "-", sandbox)
    #expect(run.status == 0, "\(run.stderr)")
    let course = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(course?["id"] as? String == "import-words")
    #expect(run.stderr.contains("imported 8 notes"))
    #expect(run.stderr.contains("wrote the course 'import-words' to standard output"))
    let file = folder.appendingPathComponent("piped.json")
    try Data(run.stdout.utf8).write(to: file)
    let check = lingo(onDisk: ["check", "--solve", file.path], variables: sandbox.variables)
    #expect(check.status == 0, "\(check.stdout)")
  }
}
