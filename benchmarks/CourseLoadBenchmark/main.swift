// Times loading one course file (read, parse, decode) and linting it without dictionaries, and prints the
// heap in use after each step, to see the loader's share of `lingo check` apart from the teacher's rules.
// Run: swift run -c release course-load-benchmark FILE   (make FILE with benchmarks/check-large-course.sh's
// generator, or use any course)
import Course
import Foundation

/// This process's resident memory now, in bytes, after the allocator gives back what it can (glibc's
/// `malloc_trim`, looked up at run time), so it is close to what is in use.
func heapInUse() -> Int {
  typealias Trim = @convention(c) (Int) -> Int32
  if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The largest resident set of this process so far, in bytes.
func peakResident() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss * 1024
}

func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }

/// Runs `body` once and returns its result with the seconds it took.
func timed<T>(_ body: () -> T) -> (T, Double) {
  let clock = ContinuousClock()
  var result: T?
  let elapsed = clock.measure { result = body() }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  guard let result else { preconditionFailure("the body ran") }
  return (result, seconds)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: course-load-benchmark FILE\n".utf8))
  exit(2)
}
let base = heapInUse()
guard let data = FileManager.default.contents(atPath: arguments[1]) else {
  FileHandle.standardError.write(Data("course-load-benchmark: cannot read \(arguments[1])\n".utf8))
  exit(1)
}
print("file: \(data.count) bytes (\(mebibytes(data.count)))")
var (loaded, loadSeconds) = timed { CourseLoader.load(data) }
let afterLoad = heapInUse() - base - data.count
print(
  "load: \(String(format: "%.3f", loadSeconds)) s; resident beyond the file: \(mebibytes(afterLoad)); "
    + "\(loaded.findings.count) findings")
let (findings, lintSeconds) = timed { Linter.lint(loaded, warnings: false) }
print(
  "lint (no dictionaries, no warnings): \(String(format: "%.3f", lintSeconds)) s; \(findings.count) findings")
loaded = CourseLoader.load(Data())
let empty = heapInUse()
var model = CourseLoader.load(data)
model.document = nil
print("resident beyond the file with the document dropped: \(mebibytes(heapInUse() - empty))")
var size = ModelSize()
if let course = model.model { size.add(course) }
size.add(model.sources)
print("the model and its sources: \(mebibytes(size.bytes)) in \(size.allocations) allocations")
print("peak resident: \(mebibytes(peakResident()))")
