/// A dense real matrix in row-major order: the only shape LinearAlgebra's routines take.
public struct Matrix: Sendable, Hashable {
    public let rows: Int
    public let columns: Int
    /// Entries, row after row.
    public var elements: [Double]

    public init(rows: Int, columns: Int, elements: [Double]) {
        precondition(
            rows >= 0 && columns >= 0 && elements.count == rows * columns, "Matrix: \(rows)×\(columns) needs \(rows * columns) elements")
        self.rows = rows
        self.columns = columns
        self.elements = elements
    }

    /// A matrix from its rows (all of equal length).
    public init(_ rowArrays: [[Double]]) {
        let c = rowArrays.first?.count ?? 0
        precondition(rowArrays.allSatisfy { $0.count == c }, "Matrix: rows of unequal length")
        self.init(rows: rowArrays.count, columns: c, elements: rowArrays.flatMap { $0 })
    }

    public subscript(i: Int, j: Int) -> Double {
        get { elements[i * columns + j] }
        set { elements[i * columns + j] = newValue }
    }

    /// The matrix–vector product.
    public static func * (a: Matrix, x: [Double]) -> [Double] {
        precondition(a.columns == x.count)
        return (0..<a.rows).map { i in (0..<a.columns).reduce(0.0) { $0 + a[i, $1] * x[$1] } }
    }
}
