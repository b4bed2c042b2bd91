import Testing

@testable import Schedule

@Suite("the schedule engine's number printer")
struct ShortestDecimalTests {
  @Test("numbers are the shortest text that reads back the same")
  func shortestDecimals() {
    var buffer = [UInt8](repeating: 0, count: 32)
    let values = [0.001, 2.3065, 1, 10, 0.1, 36_500, 9_999_999_999_999_998, 1e-7, 1e300, 0, -2.5]
    // Bit patterns spread evenly over 0.001 to 2⁵³, the range written without `description`.
    let spread = (0..<20_000).map { step in
      Double(
        bitPattern: 0x3F50_0000_0000_0000 + UInt64(step) &* 0x0000_1FF0_0A3D_70A3 % 0x03F0_0000_0000_0000)
    }
    for value in values + spread {
      let count = buffer.withUnsafeMutableBufferPointer {
        ShortestDecimal.write(value, to: $0)
      }
      let text = String(decoding: buffer[..<count], as: UTF8.self)
      #expect(text == value.description, "\(value)")
    }
  }
}
