// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "lingo",
  products: [
    .executable(name: "lingo", targets: ["lingo"])
  ],
  targets: [
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .target(name: "Randomness"),
    .systemLibrary(
      name: "CZip",
      pkgConfig: "libzip",
      providers: [.apt(["libzip-dev"])]
    ),
    .systemLibrary(
      name: "CZstd",
      pkgConfig: "libzstd",
      providers: [.apt(["libzstd-dev"])]
    ),
    .systemLibrary(
      name: "CHunspell",
      pkgConfig: "hunspell",
      providers: [.apt(["libhunspell-dev"])]
    ),
    .target(name: "Course"),
    .target(name: "Language", dependencies: ["CHunspell", "Course"]),
    .target(name: "Lesson", dependencies: ["Course", "Randomness"]),
    .target(name: "Learner", dependencies: ["Course", "Randomness"]),
    .target(name: "Review"),
    .target(name: "Schedule", dependencies: ["Review", "Learner", "Randomness"], exclude: ["README.md"]),
    .target(name: "Store", dependencies: ["CSQLite", "Learner", "Review"]),
    .target(name: "Import", dependencies: ["CZip", "CZstd", "CSQLite", "Course", "Review"]),
    .target(name: "Terminal", dependencies: ["CReadline", "Course", "Lesson", "Learner"]),
    .target(
      name: "LingoCLI",
      dependencies: [
        "Course", "Import", "Language", "Lesson", "Learner", "Randomness", "Review", "Schedule", "Store",
        "Terminal",
      ]),
    .executableTarget(name: "lingo", dependencies: ["LingoCLI"]),
    .executableTarget(
      name: "store-benchmark", dependencies: ["Store", "Learner", "Review"], path: "benchmarks/StoreBenchmark"
    ),
    .executableTarget(
      name: "decimal-benchmark", dependencies: ["Schedule", "Randomness"], path: "benchmarks/DecimalBenchmark"
    ),
    .executableTarget(
      name: "course-load-benchmark", dependencies: ["Course"], path: "benchmarks/CourseLoadBenchmark"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CourseTests", dependencies: ["Course", "TestSupport"]),
    .testTarget(name: "LessonTests", dependencies: ["Lesson", "Course", "Randomness"]),
    .testTarget(name: "LanguageTests", dependencies: ["Language", "Lesson", "Course", "Randomness"]),
    .testTarget(name: "LearnerTests", dependencies: ["Learner", "Course"]),
    .testTarget(
      name: "ReviewTests", dependencies: ["Review", "Randomness", "TestSupport"],
      exclude: ["fsrs_reference.py"]),
    .testTarget(name: "ScheduleTests", dependencies: ["Schedule"]),
    .testTarget(
      name: "ImportTests",
      dependencies: ["Import", "Course", "Learner", "Lesson", "LingoCLI", "Review", "Store", "TestSupport"],
      exclude: ["make_deck.py"]),
    .testTarget(name: "StoreTests", dependencies: ["Store", "Learner", "Review"]),
    .testTarget(
      name: "TerminalTests", dependencies: ["Terminal", "Learner", "Course", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "LingoCLITests", dependencies: ["LingoCLI", "Store", "Learner", "Randomness", "TestSupport"],
      exclude: ["Fixtures", "Golden"]),
  ]
)
