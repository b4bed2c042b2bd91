import JSON
import Testing

/// A path prints as `$.units[1].nodes[3]`: a key of letters, digits and underscores after a dot, any
/// other key quoted in brackets, an index in brackets.
@Suite struct JSONPathTests {
  @Test(arguments: [
    (JSONPath(), "$"),
    (JSONPath([.key("units"), .index(1), .key("nodes"), .index(3)]), "$.units[1].nodes[3]"),
    (JSONPath([.index(0), .index(1_234_567_890)]), "$[0][1234567890]"),
    (JSONPath([.key("a b"), .key(""), .key("café"), .key("x_9")]), "$[\"a b\"][\"\"].café.x_9"),
    (JSONPath([.index(-7), .index(Int.min)]), "$[-7][-9223372036854775808]"),
    (JSONPath([.index(9), .index(10), .index(99), .index(100)]), "$[9][10][99][100]"),
    (JSONPath([.index(Int.max)]), "$[9223372036854775807]"),
  ])
  func aPathPrintsAsItIsWritten(_ path: JSONPath, _ text: String) {
    #expect(path.description == text)
  }
}
