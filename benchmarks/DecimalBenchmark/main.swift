import Foundation
import Randomness
import Schedule

// Benchmark: writes the kind of numbers `lingo schedule` prints (stabilities, difficulties and
// retrievabilities with full 17-digit precision) with the hand-written `ShortestDecimal` and with
// Swift's `Double.description` copied into the same buffer, checks that both give the same bytes,
// and prints nanoseconds per number for each, best of five rounds.
// usage: swift run -c release decimal-benchmark [COUNT]

let count =
  CommandLine.arguments.dropFirst().first.flatMap { Int($0) }.map { max(1, min($0, 50_000_000)) } ?? 2_000_000
var generator = SplitMix64(seed: 2026)
let values: [Double] = (0..<count).map { index in
  let unit = Double(generator.next() >> 11) / Double(1 << 53)
  switch index % 3 {
  case 0: return unit * 36_500 + 0.01  // a stability in days
  case 1: return unit * 9 + 1  // a difficulty
  default: return unit  // a retrievability
  }
}

let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
defer { buffer.deallocate() }
buffer.initialize(repeating: 0, count: 32)

/// Seconds to write every value once with `write`, and a checksum of the bytes so the work is kept.
func time(
  _ values: [Double], _ buffer: UnsafeMutablePointer<UInt8>,
  _ write: (Double, UnsafeMutablePointer<UInt8>) -> Int
) -> (seconds: Double, checksum: Int) {
  var checksum = 0
  let start = DispatchTime.now().uptimeNanoseconds
  for value in values { checksum &+= write(value, buffer) &+ Int(buffer[0]) }
  let end = DispatchTime.now().uptimeNanoseconds
  return (Double(end - start) / 1e9, checksum)
}

func viaDescription(_ value: Double, _ out: UnsafeMutablePointer<UInt8>) -> Int {
  var text = value.description
  return text.withUTF8 { bytes in
    let count = min(bytes.count, 32)
    if let base = bytes.baseAddress { out.update(from: base, count: count) }
    return count
  }
}

var mismatches = 0
let check = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
defer { check.deallocate() }
check.initialize(repeating: 0, count: 32)
for value in values.prefix(200_000) {
  let a = ShortestDecimal.write(value, to: UnsafeMutableBufferPointer(start: buffer, count: 32))
  let b = viaDescription(value, check)
  if a != b || memcmp(buffer, check, a) != 0 { mismatches += 1 }
}

var best = (shortest: Double.infinity, description: Double.infinity)
for _ in 0..<5 {
  best.shortest = min(
    best.shortest,
    time(values, buffer) { ShortestDecimal.write($0, to: UnsafeMutableBufferPointer(start: $1, count: 32)) }
      .seconds)
  best.description = min(best.description, time(values, buffer, viaDescription).seconds)
}
let perNumber = { (seconds: Double) in seconds / Double(count) * 1e9 }
print("numbers: \(count), differing outputs in the first 200,000: \(mismatches)")
print(String(format: "ShortestDecimal:    %.1f ns/number", perNumber(best.shortest)))
print(String(format: "Double.description: %.1f ns/number", perNumber(best.description)))
print(String(format: "ratio: %.2fx", best.description / best.shortest))
