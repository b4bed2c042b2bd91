// Times loading one course file (read, parse, decode) and linting it without dictionaries, and prints the
// heap in use after each step, to see the loader's share of `lingo check` apart from the teacher's rules.
// Run: swift run -c release course-load-benchmark FILE   (make FILE with benchmarks/check-large-course.sh's
// generator, or use any course)
import Course
import Foundation
import JSON

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

/// The best of `runs` timings of `body`, in seconds.
func best(_ runs: Int, _ body: () -> Void) -> Double {
  (0..<max(1, runs)).map { _ in timed(body).1 }.min() ?? 0
}

func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

var arguments = Array(CommandLine.arguments.dropFirst())
let lint = !arguments.contains("--no-lint")
// With --once, the file is read and loaded once and nothing else is done, for `perf stat` and `perf record`.
let once = arguments.contains("--once")
arguments.removeAll { $0 == "--no-lint" || $0 == "--once" }
guard let path = arguments.first, arguments.count == 1 || arguments.count == 2,
  let runs = arguments.count == 2 ? Int(arguments[1]) : 5
else {
  FileHandle.standardError.write(
    Data("usage: course-load-benchmark FILE [RUNS] [--no-lint] [--once]\n".utf8))
  exit(2)
}
let base = heapInUse()
guard let data = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(Data("course-load-benchmark: cannot read \(path)\n".utf8))
  exit(1)
}
if once {
  let loaded = CourseLoader.load(data)
  print("\(loaded.findings.count) findings")
  exit(0)
}
print("file: \(data.count) bytes (\(mebibytes(data.count)))")
var (loaded, firstLoad) = timed { CourseLoader.load(data) }
print(
  "first load: \(seconds(firstLoad)); resident beyond the file: \(mebibytes(heapInUse() - base - data.count)), "
    + "peak resident so far: \(mebibytes(peakResident())); \(loaded.findings.count) findings")
var size = ModelSize()
if let course = loaded.model { size.add(course) }
size.add(loaded.sources)
print(
  "the model and its sources: \(mebibytes(size.bytes)) in \(size.allocations) allocations "
    + "(\(mebibytes(size.stringBytes)) of text in strings over 15 bytes, \(mebibytes(size.arrayBytes)) of arrays, "
    + "of which \(mebibytes(size.exerciseArrayBytes)) the arrays of exercises, "
    + "\(MemoryLayout<Exercise>.stride) bytes each)")
let parse = best(runs) { _ = try? JSONDocument(parsing: data) }
let load = best(runs) { _ = CourseLoader.load(data) }
// Without a model, the linter runs only the rules on the JSON text (duplicate keys, empty strings, control
// characters) and locates their findings.
var textOnly = loaded
textOnly.model = nil
let text = best(runs) { _ = Linter.lint(textOnly) }
print(
  "best of \(runs): parse \(seconds(parse)), load (parse, decode, locate) \(seconds(load)), "
    + "the rules on the JSON text \(seconds(text))")
if lint {
  let (findings, lintSeconds) = timed { Linter.lint(loaded, warnings: false) }
  print("lint (no dictionaries, no warnings): \(seconds(lintSeconds)); \(findings.count) findings")
}
print("peak resident: \(mebibytes(peakResident()))")
