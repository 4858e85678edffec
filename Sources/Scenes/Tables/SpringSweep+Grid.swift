import Dynamics
import FrameIO

/// Why a grid table (`springsim sweep --grid FILE`) was refused; rows and columns are 1-based as
/// a person counts them in the file, columns named as in its header.
public enum SweepGridError: Error, Sendable, Hashable {
    /// A header column that names no numeric spring field.
    case unknownColumn(String)
    /// A field named by two columns.
    case repeatedColumn(String)
    /// A header naming no field.
    case noColumns
    /// A cell that is not a number.
    case notANumber(row: Int, column: String, text: String)
    /// A number outside its field's domain.
    case outsideDomain(row: Int, column: String, field: SpringField, value: Double)
    /// More rows than ``SpringSweep/maximumCombinations``.
    case tooManyRows
}

extension SpringSweep {
    /// The fields and rows of a grid table: every header column names a numeric spring field
    /// (`field(named:)` maps a column name to one; nil for none), each once; every cell is a
    /// number that `accepts(field, value)`; at most ``maximumCombinations`` rows. The rows are
    /// the combinations, in order.
    public static func gridSource(
        _ table: FrameTable, field named: (String) -> SpringField?, accepts: (SpringField, Double) -> Bool
    ) throws(SweepGridError) -> (fields: [SpringField], source: Source) {
        var fields: [SpringField] = []
        for column in table.columns {
            guard let field = named(column.name), field.isNumeric else { throw .unknownColumn(column.name) }
            guard !fields.contains(field) else { throw .repeatedColumn(column.name) }
            fields.append(field)
        }
        guard !fields.isEmpty else { throw .noColumns }
        var rows: [[Double]] = []
        for r in 0..<table.rows.count {
            var row: [Double] = []
            for (c, field) in fields.enumerated() {
                let value: Double
                switch table.rows[r][c] {
                case .real(let x): value = x
                case .integer(let n): value = Double(n)
                case .text(let t): throw .notANumber(row: r + 1, column: table.columns[c].name, text: t)
                }
                guard accepts(field, value) else {
                    throw .outsideDomain(row: r + 1, column: table.columns[c].name, field: field, value: value)
                }
                row.append(value)
            }
            rows.append(row)
            guard rows.count <= maximumCombinations else { throw .tooManyRows }
        }
        return (fields, .rows(rows))
    }
}
