/// `value` changed by `edit`: a test's variant of a default value in one expression, as in
/// `edited(SpringParameters()) { $0.mass = 2 }`.
public func edited<Value>(_ value: Value, _ edit: (inout Value) throws -> Void) rethrows -> Value {
    var value = value
    try edit(&value)
    return value
}
