import Testing

/// Runs `body`, recording a thrown error as a test issue.
///
/// swift-property-based 2.x runs a property's body under `try?`, so an error thrown inside
/// `propertyCheck { … }` would otherwise be swallowed and the property would pass. Property
/// bodies that use `try` wrap it in this; `seededPropertyCheck` also records an error thrown
/// out of its body, so the wrapper is belt and braces there.
public func recordingErrors(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try body() } catch { Issue.record(error, sourceLocation: sourceLocation) }
}
