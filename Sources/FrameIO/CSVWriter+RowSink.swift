/// A CSV writer takes a scene's rows directly: `try scene.emitTable(into: writer)`.
extension CSVWriter: RowSink {}
