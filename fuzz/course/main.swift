import Course
import Foundation
import Lesson

/// libFuzzer entry: any bytes through the course loader, the linter and, for a course that loads, the solver.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCourse(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let loaded = CourseLoader.load(data)
  let findings = Linter.lint(loaded)
  for finding in findings { _ = finding.message.terminalSafe + finding.path.description.terminalSafe }
  if let course = loaded.model {
    _ = Solver.check(course, sources: loaded.sources)
  }
  return 0
}
