import Testing

/// Runs `body`, recording a thrown error as a test issue.
///
/// swift-property-based 2.x runs a property's body under `try?`, so an error thrown inside
/// `propertyCheck { … }` would otherwise be swallowed and the property would pass. Every
/// property body that uses `try` wraps it in this.
public func recordingErrors(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try body() } catch { Issue.record(error, sourceLocation: sourceLocation) }
}
