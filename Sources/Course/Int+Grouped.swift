extension Int {
  /// The number with thousands separated: `4,120`.
  public var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (self < 0 ? "-" : "") + result
  }
}
