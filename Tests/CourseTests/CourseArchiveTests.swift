import Foundation
import Synchronization
import Testing

@testable import Course

/// The compiled form of a course: what is written is what is read, nodes are read only when played, and no
/// damaged archive is ever a crash or a wrong course.
@Suite struct CourseArchiveTests {
  /// Counts the blocks read, and the nodes taken from the course file instead.
  final class Reads: Sendable {
    let blocks = Mutex(0)
    let fallbacks = Mutex(0)
  }

  /// The course `archive` holds, its blocks read from `archive` itself; `fallback` stands for the course
  /// file read again.
  static func read(_ archive: [UInt8], reads: Reads = Reads(), fallback: Course? = nil) throws -> Course {
    let head = try CourseArchive.head(Array(archive.prefix(CourseArchive.longestHead)))
    let end = head.skeletonStart + head.skeletonLength
    guard end <= archive.count else { throw ArchiveError(reason: "short") }
    return try CourseArchive.course(
      Array(archive[head.skeletonStart..<end]), head: head,
      block: { offset, length in
        reads.blocks.withLock { $0 += 1 }
        guard offset >= 0, length >= 0, end + offset + length <= archive.count else { return nil }
        return Array(archive[(end + offset)..<(end + offset + length)])
      },
      fallback: {
        reads.fallbacks.withLock { $0 += 1 }
        return fallback
      })
  }

  /// `course` with every node's exercises `marker`, and a glossary of one word: what a damaged block is
  /// read from instead, told apart from what the archive holds.
  static func marked(_ course: Course, _ marker: [Exercise]) -> Course {
    var marked = course
    for u in marked.units.indices {
      for n in marked.units[u].nodes.indices { marked.units[u].nodes[n].exercises = marker }
    }
    marked.glossary = Glossary([Glossary.Entry(word: "marker", meanings: ["marked"])])
    return marked
  }

  @Test(arguments: ["spanish", "french", "italian"])
  func whatIsWrittenIsRead(_ name: String) throws {
    let course = try #require(try BundledGlossaryTests.load(name).course)
    let archive = CourseArchive.encode(course, stamp: "dictionaries")
    #expect(try CourseArchive.head(archive).stamp == "dictionaries")
    let reads = Reads()
    let read = try Self.read(archive, reads: reads)
    // Equality decodes every node: the whole course, exercise for exercise, and not one from elsewhere.
    #expect(read == course)
    #expect(reads.fallbacks.withLock { $0 } == 0)
    #expect(read.glossary.meanings(of: "Hola") == course.glossary.meanings(of: "Hola"))
  }

  @Test func nodesAreReadOnlyWhenPlayed() throws {
    let course = try #require(try BundledGlossaryTests.load("spanish").course)
    let reads = Reads()
    let read = try Self.read(CourseArchive.encode(course, stamp: ""), reads: reads)
    #expect(reads.blocks.withLock { $0 } == 0)
    // A unit's nodes are decoded when it is asked for them, no other's.
    #expect(read.units.allSatisfy { !$0.nodesAreDecoded })
    #expect(read.units[1].nodes.map(\.id) == course.units[1].nodes.map(\.id))
    #expect(read.units.map(\.nodesAreDecoded) == read.units.indices.map { $0 == 1 })
    // What the path needs is there without a block read.
    #expect(
      read.units.map { $0.nodes.map(\.exerciseCount) } == course.units.map { $0.nodes.map(\.exercises.count) }
    )
    #expect(read.units[1].nodes[3].exercises == course.units[1].nodes[3].exercises)
    #expect(reads.blocks.withLock { $0 } == 1)
    _ = read.units[1].nodes[3].exercises
    // A lesson glosses from its node's part of the glossary: the whole glossary is not read.
    let node = course.units[1].nodes[3]
    #expect(read.units[1].nodes[3].lessonGlossary == course.glossary.lesson(node.exercises))
    #expect(reads.blocks.withLock { $0 } == 1, "a block is read once, and the glossary not at all")
    #expect(read.glossary == course.glossary)
    #expect(reads.blocks.withLock { $0 } == 2)
  }

  /// Each node's part of the glossary, and the part of it the course teaches, are what a lesson of the
  /// whole node would work out from the whole glossary.
  @Test(arguments: ["spanish", "french", "italian"])
  func eachNodeKeepsItsPartOfTheGlossary(_ name: String) throws {
    let course = try #require(try BundledGlossaryTests.load(name).course)
    let read = try Self.read(CourseArchive.encode(course, stamp: ""))
    let taught = TaughtWords(course.units)
    for (kept, node) in zip(read.units.flatMap(\.nodes), course.units.flatMap(\.nodes)) {
      let part = course.glossary.lesson(node.exercises)
      #expect(kept.lessonGlossary == part, "\(name) \(node.id)")
      #expect(kept.taughtGlossary == part.taught(by: taught), "\(name) \(node.id)")
    }
    #expect(course.units.flatMap(\.nodes).allSatisfy { $0.lessonGlossary == nil }, "a held node has none")
  }

  /// Every cut of an archive, and every byte of its head and skeleton flipped: refused, never a crash, and
  /// never another course; a damaged block is read from the course file instead.
  @Test func damageIsRefusedOrMended() throws {
    let course = try #require(try BundledGlossaryTests.load("italian").course)
    let archive = CourseArchive.encode(course, stamp: "s")
    let head = try CourseArchive.head(archive)
    let blocks = head.skeletonStart + head.skeletonLength
    for cut in stride(from: 0, to: blocks, by: 97) {
      #expect(throws: ArchiveError.self) { try Self.read(Array(archive.prefix(cut))) }
    }
    for place in stride(from: CourseArchive.magic.count, to: blocks, by: 89) {
      var damaged = archive
      damaged[place] ^= 0x5A
      if let read = try? Self.read(damaged) {
        // Only a stamp's own bytes can change and still read: then the stamp says so.
        #expect(try CourseArchive.head(damaged).stamp != "s" || read == course, "byte \(place)")
      }
    }
    let marker = [Exercise.match(Match(pairs: [Pair("a", "b")]))]
    let file = Self.marked(course, marker)
    for place in stride(from: blocks, to: archive.count, by: 1_009) {
      var damaged = archive
      damaged[place] ^= 0x5A
      let reads = Reads()
      let read = try Self.read(damaged, reads: reads, fallback: file)
      let nodes = read.units.flatMap(\.nodes)
      let mended = nodes.filter { $0.exercises == marker }
      if read.glossary == file.glossary {
        #expect(mended.isEmpty, "byte \(place): the damaged glossary is read from elsewhere")
      } else {
        #expect(read.glossary == course.glossary)
        #expect(mended.count == 1, "byte \(place): the one damaged block is read from elsewhere")
        #expect(
          mended.allSatisfy { $0.lessonGlossary == nil }, "a mended node glosses from the whole glossary")
      }
      #expect(reads.fallbacks.withLock { $0 } == 1)
    }
    // Cut inside its blocks: the nodes before the cut are read, those after it mended.
    let cut = try Self.read(Array(archive.prefix((blocks + archive.count) / 2)), fallback: file)
    let pairs = zip(cut.units.flatMap(\.nodes), course.units.flatMap(\.nodes))
    #expect(pairs.allSatisfy { $0.exercises == $1.exercises || $0.exercises == marker })
    #expect(pairs.contains { $0.0.exercises == marker })
    #expect(pairs.contains { $0.0.exercises == $0.1.exercises })
  }

  /// A lesson's part of the glossary glosses the lesson's texts as the whole glossary does, both ways.
  @Test(arguments: ["spanish", "french", "italian"])
  func aLessonsGlossaryGlossesAsTheWholeOne(_ name: String) throws {
    let course = try #require(try BundledGlossaryTests.load(name).course)
    let whole = (GlossaryLookup(course.glossary), GlossaryLookup(course.glossary, side: .learner))
    for node in course.units.flatMap(\.nodes) where !node.exercises.isEmpty {
      let part = course.glossary.lesson(node.exercises)
      #expect(part.entries.count < course.glossary.entries.count)
      let lesson = (GlossaryLookup(part), GlossaryLookup(part, side: .learner))
      for exercise in node.exercises {
        exercise.forEachText { text, side, _ in
          let (all, some) = side == .taught ? (whole.0, lesson.0) : (whole.1, lesson.1)
          #expect(some.glosses(of: text) == all.glosses(of: text), "\(name) \(node.id): \(text)")
        }
      }
    }
  }

  /// `lessons` (the glossary indexed once) gives for each lesson what `lesson` gives it alone: phrases,
  /// an entry filed twice, meanings with notes, a lesson of no text.
  @Test func lessonsGiveWhatEachLessonWouldAlone() {
    let glossary = Glossary([
      Glossary.Entry(word: "hola", meanings: ["hello"]), Glossary.Entry(word: "Hola", meanings: ["hi"]),
      Glossary.Entry(word: "buenas noches", meanings: ["good night"]),
      Glossary.Entry(word: "estoy", meanings: ["I am (feeling, place)"]),
      Glossary.Entry(word: "noches", meanings: ["nights"]),
      Glossary.Entry(word: "l'eau", meanings: ["the water"]),
    ])
    let translate = { (prompt: String, answer: String) in
      Exercise.translate(
        Translate(
          prompt: prompt, answer: answer, bank: answer.split(separator: " ").map(String.init),
          answerLanguage: .taught))
    }
    let lessons: [[Exercise]] = [
      [translate("Good night", "Buenas noches")], [translate("I am", "Estoy")],
      [translate("Hello, the water", "Hola")], [translate("nights", "nada")], [],
    ]
    #expect(glossary.lessons(lessons) == lessons.map(glossary.lesson))
    #expect(glossary.lessons(lessons)[0].entries.map(\.word) == ["buenas noches", "noches"])
  }
}
