import Course

extension Complete {
  /// The whole sentence with the answer in the blank ("Yo quiero un café."), as the banner shows the
  /// solution; the answer alone when the prompt has no blank.
  public var sentence: String {
    guard let blank = prompt.range(of: Complete.blank) else { return answer }
    return prompt.replacingCharacters(in: blank, with: answer)
  }
}
