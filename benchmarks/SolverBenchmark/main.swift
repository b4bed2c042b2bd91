// Times the solver (`lingo check --solve`'s playing of every exercise) on one course file, kind by kind:
// the course is kept to the exercises of one kind at a time and played whole (`Solver.check`, on every
// core), and the wall and CPU time per exercise are printed, the best of RUNS. No dictionaries are read:
// the course's own words only.
// Run: swift run -c release solver-benchmark FILE [RUNS]   (make FILE with benchmarks/check-large-course.sh's
// generator, or use any course)
import Course
import Foundation
import Lesson

/// This process's CPU time so far (every thread, user and system), in seconds.
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let time = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  return time(usage.ru_utime) + time(usage.ru_stime)
}

/// The wall and CPU seconds of one run of `body`.
func timed(_ body: () -> Void) -> (wall: Double, cpu: Double) {
  let (start, cpu) = (Date(), cpuSeconds())
  body()
  return (Date().timeIntervalSince(start), cpuSeconds() - cpu)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first, arguments.count <= 2,
  let runs = arguments.count == 2 ? Int(arguments[1]) : 5, runs > 0
else {
  FileHandle.standardError.write(Data("usage: solver-benchmark FILE [RUNS]\n".utf8))
  exit(2)
}
guard let data = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(Data("solver-benchmark: cannot read \(path)\n".utf8))
  exit(1)
}
let loaded = CourseLoader.load(data)
guard let course = loaded.course else {
  FileHandle.standardError.write(Data("solver-benchmark: \(path) has errors; run lingo check\n".utf8))
  exit(1)
}
let lexicons = course.lexicons(taught: nil, learner: nil)
print("\(path): \(ProcessInfo.processInfo.activeProcessorCount) processors, best of \(runs)")
for kind in Exercise.kindNames + ["all"] {
  var only = course
  var count = 0
  for u in only.units.indices {
    for n in only.units[u].nodes.indices {
      only.units[u].nodes[n].exercises.removeAll { kind != "all" && $0.kindName != kind }
      count += only.units[u].nodes[n].exercises.count
    }
  }
  guard count > 0 else { continue }
  var findings = 0
  let times = (0..<runs).map { _ in
    timed { findings = Solver.check(only, sources: loaded.sources, lexicons: lexicons).count }
  }
  let (wall, cpu) = (times.map(\.wall).min() ?? 0, times.map(\.cpu).min() ?? 0)
  print(
    String(
      format: "%@ %8d exercises  %6.3f s wall  %6.3f s cpu  %6.2f µs cpu each  (%d findings)",
      kind.padding(toLength: 12, withPad: " ", startingAt: 0) as NSString, count, wall, cpu,
      cpu / Double(count) * 1e6, findings))
}
