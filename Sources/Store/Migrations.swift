/// The schema's named migrations, in order; each is recorded in `migrations` when applied.
enum Migrations {
  static let all: [(name: String, sql: String)] = [
    (
      "1-learner",
      """
      CREATE TABLE learner (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        name TEXT NOT NULL, username TEXT NOT NULL, joined TEXT NOT NULL, course_id TEXT NOT NULL,
        gems INTEGER NOT NULL, energy INTEGER NOT NULL, energy_as_of REAL NOT NULL,
        total_xp INTEGER NOT NULL, streak_count INTEGER NOT NULL,
        unit INTEGER NOT NULL, node INTEGER NOT NULL, lessons_completed INTEGER NOT NULL,
        quest_day INTEGER NOT NULL, quest_xp INTEGER NOT NULL, quest_combo INTEGER NOT NULL,
        quest_high_scores INTEGER NOT NULL, quests_opened TEXT NOT NULL,
        league_week INTEGER NOT NULL, league_xp INTEGER NOT NULL);
      CREATE TABLE daily_xp (day INTEGER PRIMARY KEY, xp INTEGER NOT NULL);
      CREATE TABLE stars (
        course_id TEXT NOT NULL, node_id TEXT NOT NULL, stars INTEGER NOT NULL,
        PRIMARY KEY (course_id, node_id));
      CREATE TABLE words_met (
        course_id TEXT NOT NULL, word TEXT NOT NULL, first_day INTEGER NOT NULL,
        PRIMARY KEY (course_id, word));
      """
    ),
    (
      "2-profile-and-settings",
      """
      ALTER TABLE learner ADD COLUMN top_three_finishes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE learner ADD COLUMN accent_forgiveness INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE learner ADD COLUMN sound INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE learner ADD COLUMN daily_goal INTEGER NOT NULL DEFAULT 30;
      """
    ),
    (
      "3-review-cards",
      """
      ALTER TABLE learner ADD COLUMN retention REAL NOT NULL DEFAULT 0.9;
      CREATE TABLE cards (
        course_id TEXT NOT NULL, word TEXT NOT NULL, stability REAL, difficulty REAL, state INTEGER NOT NULL,
        step INTEGER, due REAL NOT NULL, last_review REAL, PRIMARY KEY (course_id, word));
      CREATE TABLE reviews (
        id INTEGER PRIMARY KEY, course_id TEXT NOT NULL, word TEXT NOT NULL, at REAL NOT NULL,
        rating INTEGER NOT NULL);
      CREATE INDEX reviews_by_word ON reviews (course_id, word);
      """
    ),
    ("4-voice", "ALTER TABLE learner ADD COLUMN voice TEXT NOT NULL DEFAULT 'normal';"),
    (
      "5-leagues-and-freezes",
      """
      UPDATE learner SET league_week = league_week + 1;
      ALTER TABLE learner ADD COLUMN league_tier INTEGER NOT NULL DEFAULT 4;
      ALTER TABLE learner ADD COLUMN league_anchor REAL;
      ALTER TABLE learner ADD COLUMN league_result TEXT;
      ALTER TABLE learner ADD COLUMN freezes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE learner ADD COLUMN best_streak INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE frozen_days (day INTEGER PRIMARY KEY);
      """
    ),
    (
      "6-places-per-course",
      """
      CREATE TABLE positions (
        course_id TEXT PRIMARY KEY, unit INTEGER NOT NULL, node INTEGER NOT NULL);
      INSERT INTO positions (course_id, unit, node) SELECT course_id, unit, node FROM learner;
      ALTER TABLE learner ADD COLUMN quest_run INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE learner ADD COLUMN streak_news TEXT;
      """
    ),
    (
      "7-plays-and-mistakes",
      """
      CREATE TABLE last_plays (
        course_id TEXT NOT NULL, node_id TEXT NOT NULL, exercises TEXT NOT NULL,
        PRIMARY KEY (course_id, node_id));
      CREATE TABLE mistakes (
        course_id TEXT NOT NULL, node_id TEXT NOT NULL, exercise INTEGER NOT NULL, at REAL NOT NULL,
        PRIMARY KEY (course_id, node_id, exercise));
      """
    ),
    ("8-keyboard", "ALTER TABLE learner ADD COLUMN keyboard INTEGER NOT NULL DEFAULT 0;"),
    ("9-course-files", "CREATE TABLE course_files (course_id TEXT PRIMARY KEY, path TEXT NOT NULL);"),
  ]

  /// Brings `database` up to date; refuses one that a newer lingo has migrated further.
  /// An up-to-date file is only read, so opening never waits for another lingo's write.
  static func migrate(_ database: SQLiteDatabase) throws(StoreError) {
    let hasTable = try !database.query(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'"
    ).isEmpty
    if hasTable {
      let applied = Set(try database.query("SELECT name FROM migrations").compactMap { $0.first?.string })
      if applied == Set(all.map(\.name)) { return }
    }
    try database.transaction { () throws(StoreError) in
      try database.execute(
        "CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)"
      )
      let applied = Set(try database.query("SELECT name FROM migrations").compactMap { $0.first?.string })
      let known = Set(all.map(\.name))
      if let unknown = applied.subtracting(known).sorted().first {
        throw StoreError(kind: .newerVersion, message: "it has migration '\(unknown)'", path: database.path)
      }
      for migration in all where !applied.contains(migration.name) {
        try database.execute(migration.sql)
        try database.query("INSERT INTO migrations (name) VALUES (?)", [.text(migration.name)])
      }
    }
  }
}
