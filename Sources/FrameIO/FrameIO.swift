/// Streaming CSV output for frame tables. See ``CSVWriter``.
public enum FrameIO {}
