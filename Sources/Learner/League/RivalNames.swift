/// The names rivals are drawn from, and the launch week's fixed table.
enum RivalNames {
  /// The 29 learners of the launch week with their XP at the launch moment.
  static let launch: [(name: String, xp: Int)] = [
    ("Mia Chen", 512), ("Lucas Almeida", 430), ("Priya Nair", 312), ("Tom Becker", 296), ("Aiko Sato", 290),
    ("Omar Haddad", 271), ("Chloé Martin", 255), ("Diego Ruiz", 240), ("Hana Kim", 226), ("Noah Smith", 210),
    ("Elif Yılmaz", 198), ("Jonas Berg", 185), ("Sofia Rossi", 171), ("Kwame Mensah", 160),
    ("Lena Fischer", 149), ("Mateo García", 137), ("Ava Johnson", 126), ("Yusuf Demir", 115),
    ("Ines Costa", 104), ("Leo Dubois", 96), ("Maya Patel", 85), ("Felix Wagner", 74), ("Zoe Taylor", 63),
    ("Arjun Rao", 52), ("Nora Lind", 41), ("Ivan Petrov", 30), ("Lucy Brown", 22), ("Sami Laine", 12),
    ("Emma Wilson", 5),
  ]

  /// Every name a new week's cohort may draw: the launch table's and more.
  static let all: [String] =
    launch.map(\.name) + [
      "Ana Souza", "Ben Carter", "Carmen López", "Daniel Kovač", "Eva Novak", "Farah Aziz", "Gabriel Silva",
      "Hugo Lefèvre", "Isla Murray", "Jin Park", "Kai Müller", "Laila Ahmadi", "Marco Bianchi",
      "Nina Ivanova",
      "Oscar Nilsson", "Paula Gómez", "Quentin Roy", "Rosa Marino", "Sven Olsen", "Tara Singh", "Uma Reddy",
      "Victor Hugo", "Wen Li", "Ximena Torres", "Yara Haddad", "Zane Cooper", "Alma Ortiz", "Bruno Costa",
      "Clara Weiss", "Dev Sharma", "Emil Larsen",
    ]
}
