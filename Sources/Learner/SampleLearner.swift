extension Learner {
  /// Sam Rivera as the seed describes: a 27-day Spanish streak whose last day is yesterday.
  public static func sample(today: Day) -> Learner {
    let streak = 27
    let yesterday = today.adding(-1)
    var days = Set((0..<streak).map { yesterday.adding(-$0) })
    // Five weeks of history: a few scattered days before the streak began.
    for offset in [29, 31, 32, 34] { days.insert(yesterday.adding(-offset)) }
    return Learner(
      name: "Sam Rivera", username: "SamRivera927", joined: "March 2025", courseID: "spanish",
      gems: 505, energy: maxEnergy, totalXP: 4_120, streakCount: streak, activeDays: days,
      position: PathPosition(unit: 2, node: 4))
  }
}
