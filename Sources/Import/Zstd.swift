import CZstd
import Foundation

/// Streaming zstd decompression: compressed chunks in, decompressed chunks out.
final class ZstdDecompressor {
  private let stream: OpaquePointer
  private let output = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 8)
  /// Whether the last frame was completely read.
  private(set) var finished = false

  init() throws(ImportError) {
    guard let stream = ZSTD_createDStream() else {
      throw .corruptCollection(file: "", reason: "zstd could not start (out of memory)")
    }
    self.stream = stream
  }

  deinit {
    ZSTD_freeDStream(stream)
    output.deallocate()
  }

  /// Decompresses `chunk`, handing every decompressed piece to `sink`; damaged data throws its zstd message.
  func feed(_ chunk: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws(ImportError) -> Void)
    throws(ImportError)
  {
    guard let base = chunk.baseAddress else { return }
    var input = ZSTD_inBuffer(src: base, size: chunk.count, pos: 0)
    while input.pos < input.size {
      var out = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
      let code = ZSTD_decompressStream(stream, &out, &input)
      let produced = out.pos
      if ZSTD_isError(code) != 0 {
        throw .corruptCollection(file: "", reason: "zstd: " + String(cString: ZSTD_getErrorName(code)))
      }
      finished = code == 0
      try sink(UnsafeRawBufferPointer(rebasing: output[0..<produced]))
      if produced == 0 && input.pos >= input.size { break }
    }
    // Flush what the decoder still holds once the input is spent.
    while !finished {
      var empty = ZSTD_inBuffer(src: nil, size: 0, pos: 0)
      var out = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
      let code = ZSTD_decompressStream(stream, &out, &empty)
      let produced = out.pos
      if ZSTD_isError(code) != 0 {
        throw .corruptCollection(file: "", reason: "zstd: " + String(cString: ZSTD_getErrorName(code)))
      }
      finished = code == 0
      if produced == 0 { break }
      try sink(UnsafeRawBufferPointer(rebasing: output[0..<produced]))
    }
  }
}
