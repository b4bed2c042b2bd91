/// Which UTF-8 sequences may spell a control or invisible character, told from their first two bytes.
enum InvisibleUTF8 {
  /// Whether a scalar of two bytes or more whose UTF-8 starts with `lead` and `second` may be one that
  /// `Unicode.Scalar.isControlOrInvisible` accepts; false says it surely is not. Accented letters, « » ¿ ¡
  /// and most scripts start with other bytes, so a string's bytes are read without decoding a scalar but
  /// the few that may be one (’ “ ” – … among them, answered from a cache). A test enumerates every scalar.
  @inline(__always)
  static func mayStart(_ lead: UInt8, _ second: UInt8) -> Bool {
    // For each lead byte, the second bytes (their low six bits) that start such a scalar.
    let seconds: UInt64 =
      switch lead {
      case 0xC2: 0x0000_2000_FFFF_FFFF  // U+0080–U+009F (C1 controls), U+00AD (soft hyphen)
      case 0xD8: 0x1000_003F  // U+0600–U+0605 and U+061C (Arabic signs, letter mark)
      case 0xDB: 0x2000_0000  // U+06DD (Arabic end of ayah)
      case 0xDC: 0x8000  // U+070F (Syriac abbreviation mark)
      case 0xE0: 0xC_0000_0000  // U+0890–U+08E2 (Arabic marks)
      case 0xE1: 0x1_0000_0000  // U+180E (Mongolian vowel separator)
      case 0xE2: 0x3  // U+200B–U+206F (zero widths, bidi marks and overrides, invisible operators)
      case 0xEF: 0x8800_0000_0000_0000  // U+FEFF (byte order mark), U+FFF9–U+FFFB (annotations)
      case 0xF0: 0x280A_0000  // U+110BD, U+110CD, U+13430–, U+1BCA0–, U+1D173– (format controls)
      case 0xF3: 0x1_0000_0000  // U+E0001 (language tag)
      default: 0
      }
    return seconds >> (second & 0x3F) & 1 != 0
  }
}
