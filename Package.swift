// swift-tools-version:6.0
import PackageDescription

/// The release build links the Swift runtime and Foundation into the executable: loading and binding them
/// as shared libraries was most of lingo's start-up (benchmarks/startup.sh). `-static-stdlib` names the
/// runtime; the libraries static Foundation needs follow it, in the order that resolves them.
///
/// The executable stays position-independent (its addresses randomised at each start), with its relative
/// relocations packed (`DT_RELR`, which LLVM's linker from the toolchain writes and the C library reads):
/// 84,000 of them, a 2 MB table, were read and applied one by one at each start. Packed, the table is
/// 16 KB, and `lingo --version` takes about a third less CPU time (docs/benchmarks.md).
///
/// The C++ runtime they use is linked from its archive too (GCC's libstdc++.a and libgcc_eh.a): the loader
/// looked up 770 of its symbols at each start, a third of `lingo --version`'s instructions. The Swift
/// driver names `-lstdc++` itself; in this build each `-lstdc++` finds the linker script in
/// `Sources/lingo/link` first, which reads the archives. The last, Hunspell's, serves ICU's too.
let staticRuntime = [
  "-static-stdlib", "-L", Context.packageDirectory + "/Sources/lingo/link",
  "-lFoundation", "-lFoundationInternationalization", "-lFoundationEssentials",
  "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
  "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime",
  "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
]

/// The C libraries lingo reads through are linked from their static archives, in every build: binding the
/// symbols of those shared libraries at each start cost about 1.7 ms of CPU time, a quarter of `lingo
/// --version`'s (docs/benchmarks.md). The lowest target that imports a library's module links it; a
/// library's archive follows those of the libraries that need it. mimalloc, which Debian ships only
/// shared, stays shared; the C++ runtime is shared in a debug build and static in a release one
/// (`staticRuntime`).
func staticArchives(_ names: String...) -> [LinkerSetting] {
  [.unsafeFlags(names.flatMap { ["-Xlinker", "-l:lib\($0).a"] })]
}

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
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .target(name: "Randomness"),
    // minizip, zlib's reader and writer of zip files.
    .systemLibrary(
      name: "CZip",
      providers: [.apt(["libminizip-dev", "zlib1g-dev"])]
    ),
    .systemLibrary(
      name: "CZstd",
      providers: [.apt(["libzstd-dev"])]
    ),
    // The C library's own headers: no package to provide.
    .systemLibrary(name: "CAuxv"),
    .systemLibrary(
      name: "CCrypto",
      providers: [.apt(["libssl-dev"])]
    ),
    // The executable's allocator: mimalloc (Debian's libmimalloc-dev), set up before main.
    .target(name: "Allocator", linkerSettings: [.linkedLibrary("mimalloc")]),
    .systemLibrary(
      name: "CHunspell",
      providers: [.apt(["libhunspell-dev"])]
    ),
    // The clock Hunspell bounds its searches by: a count of its own checks, so its answers are the same on
    // every machine (see clock.c). The linker sends Hunspell's calls to `clock` to it.
    .target(name: "HunspellClock"),
    .target(name: "JSON"),
    .target(name: "Course", dependencies: ["JSON"]),
    .target(
      name: "Language", dependencies: ["CAuxv", "CHunspell", "Course", "HunspellClock"],
      // Hunspell is C++: its runtime follows its archive. In a release build this `-lstdc++` reads the static
      // archive (`staticRuntime`), last, so it also serves ICU, linked before it; in a debug build, the shared one.
      linkerSettings: staticArchives("hunspell-1.7") + [
        .unsafeFlags(["-Xlinker", "-lstdc++", "-Xlinker", "--wrap=clock"])
      ]),
    .target(name: "Lesson", dependencies: ["Course", "Randomness"]),
    .target(name: "Learner", dependencies: ["Course", "Randomness"]),
    .target(name: "Review", dependencies: ["Course"]),
    .target(name: "Schedule", dependencies: ["Review", "Learner", "Randomness"], exclude: ["README.md"]),
    .target(name: "SQLite", dependencies: ["CSQLite"], linkerSettings: staticArchives("sqlite3")),
    .target(name: "Store", dependencies: ["CSQLite", "Course", "Learner", "Randomness", "Review", "SQLite"]),
    .target(
      name: "Import", dependencies: ["CZip", "CZstd", "CSQLite", "Course", "Review", "SQLite"],
      linkerSettings: staticArchives("minizip", "z", "zstd")),
    .target(
      name: "Terminal", dependencies: ["CReadline", "Course", "Lesson", "Learner"],
      linkerSettings: staticArchives("readline", "tinfo")),
    .target(
      name: "App",
      dependencies: [
        "CCrypto", "Course", "Language", "Lesson", "Learner", "Randomness", "Review", "Store", "Terminal",
      ],
      linkerSettings: staticArchives("crypto")),
    .target(
      name: "LingoCLI",
      dependencies: [
        "App", "Course", "Import", "Language", "Lesson", "Learner", "Randomness", "Review", "Schedule",
        "Store",
        "Terminal",
      ]),
    .executableTarget(
      name: "lingo", dependencies: ["Allocator", "App", "LingoCLI"],
      exclude: ["link"],
      linkerSettings: [.unsafeFlags(staticRuntime, .when(configuration: .release))]),
    .executableTarget(
      name: "store-benchmark", dependencies: ["Store", "Learner", "Review"], path: "benchmarks/StoreBenchmark"
    ),
    .executableTarget(
      name: "decimal-benchmark", dependencies: ["Schedule", "Randomness"], path: "benchmarks/DecimalBenchmark"
    ),
    .executableTarget(
      name: "course-load-benchmark", dependencies: ["Course", "JSON"], path: "benchmarks/CourseLoadBenchmark"),
    .executableTarget(
      name: "solver-benchmark", dependencies: ["Course", "Lesson"], path: "benchmarks/SolverBenchmark"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CourseTests", dependencies: ["Course", "JSON", "TestSupport"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON"]),
    .testTarget(name: "LessonTests", dependencies: ["Lesson", "Course", "Randomness"]),
    .testTarget(name: "LanguageTests", dependencies: ["Language", "Lesson", "Course", "Randomness"]),
    .testTarget(name: "LearnerTests", dependencies: ["Learner", "Course"]),
    .testTarget(
      name: "ReviewTests", dependencies: ["Review", "Course", "Randomness", "TestSupport"],
      exclude: ["fsrs_reference.py"]),
    .testTarget(name: "ScheduleTests", dependencies: ["Schedule"]),
    .testTarget(
      name: "ImportTests",
      dependencies: [
        "App", "Import", "Course", "Learner", "Lesson", "LingoCLI", "Review", "Store", "TestSupport",
      ],
      exclude: ["make_deck.py"]),
    .testTarget(
      name: "StoreTests",
      dependencies: ["Store", "Course", "Learner", "Randomness", "Review", "SQLite", "TestSupport"]),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
    .testTarget(
      name: "TerminalTests", dependencies: ["Terminal", "Learner", "Course", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", "Course", "Learner", "Lesson", "Randomness", "Review", "Store", "Terminal", "TestSupport",
      ]),
    .testTarget(
      name: "LingoCLITests",
      dependencies: ["App", "LingoCLI", "Store", "Learner", "Randomness", "TestSupport"],
      exclude: ["Fixtures", "Golden"]),
  ]
)
