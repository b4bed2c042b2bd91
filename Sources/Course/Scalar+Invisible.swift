extension Unicode.Scalar {
  /// Control characters (C0, DEL, C1) and invisible format characters such as bidi overrides.
  ///
  /// The joiners and tags that build emoji (ZWJ, VS16, flag tags) are not counted.
  public var isControlOrInvisible: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x20...0x7E: return false
    case 0x200D, 0xFE0F, 0xE0020...0xE007F: return false
    default: return properties.generalCategory == .format
    }
  }
}
