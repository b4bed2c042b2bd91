/// How many colours a terminal shows: 24-bit only when `COLORTERM` says `truecolor` or `24bit`, else the
/// 256-colour palette when `TERM` names it, else the 16 basic colours.
public enum ColorDepth: Sendable, Equatable {
  case trueColor, palette256, basic16

  /// The depth the environment declares.
  public init(environment: [String: String]) {
    let colorTerm = environment["COLORTERM"]?.lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" {
      self = .trueColor
    } else if environment["TERM"]?.contains("256") == true {
      self = .palette256
    } else {
      self = .basic16
    }
  }

  /// `sgr` (parameters such as `1;38;2;88;204;2`) with each 24-bit colour brought to this depth.
  public func convert(_ sgr: String) -> String {
    guard self != .trueColor else { return sgr }
    var parameters = sgr.split(separator: ";").map { Int($0) ?? 0 }
    var index = 0
    while index < parameters.count {
      let code = parameters[index]
      if code == 38 || code == 48, index + 4 < parameters.count, parameters[index + 1] == 2 {
        let (red, green, blue) = (parameters[index + 2], parameters[index + 3], parameters[index + 4])
        let replacement =
          self == .palette256
          ? [code, 5, Self.palette(red, green, blue)] : [Self.basic(red, green, blue, background: code == 48)]
        parameters.replaceSubrange(index..<(index + 5), with: replacement)
        index += replacement.count
      } else {
        index += 1
      }
    }
    return parameters.map(String.init).joined(separator: ";")
  }

  /// The nearest colour of xterm's 6×6×6 cube or its grey ramp.
  static func palette(_ red: Int, _ green: Int, _ blue: Int) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: Int) -> Int {
      levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
    }
    let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let cubeDistance = distance((levels[r], levels[g], levels[b]), (red, green, blue))
    let grey = min(23, max(0, ((red + green + blue) / 3 - 3) / 10))
    let greyLevel = 8 + 10 * grey
    let greyDistance = distance((greyLevel, greyLevel, greyLevel), (red, green, blue))
    return greyDistance < cubeDistance ? 232 + grey : cube
  }

  /// The nearest of the 16 basic colours, as its SGR code (30–37 and 90–97, or 40–47 and 100–107).
  static func basic(_ red: Int, _ green: Int, _ blue: Int, background: Bool) -> Int {
    let colors: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
      (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    let nearest =
      colors.indices.min {
        distance(colors[$0], (red, green, blue)) < distance(colors[$1], (red, green, blue))
      } ?? 7
    let code = nearest < 8 ? 30 + nearest : 90 + nearest - 8
    return background ? code + 10 : code
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
