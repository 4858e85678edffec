/// Where a writer's bytes go: an open file descriptor (standard output, an ``AtomicFile``), or an
/// in-memory ``ByteBuffer`` (a command line run inside another program, whose standard output is
/// collected rather than written to the process's own descriptors).
public enum ByteDestination: Sendable {
    case fileDescriptor(Int32)
    case memory(ByteBuffer)

    /// Writes every byte of `bytes` (a descriptor: retrying interrupted and short writes; EPIPE is
    /// ``CSVWriteError/closedPipe``, any other failure ``CSVWriteError/io(_:)``). A buffer that
    /// refuses the write (its ``ByteBuffer/limit`` or ``ByteBuffer/deadline``) is a closed pipe
    /// too: the command stops writing, as it does for `springsim … | head`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(CSVWriteError) {
        switch self {
        case .memory(let buffer): guard buffer.admit(bytes) else { throw .closedPipe }
        case .fileDescriptor(let fd):
            var offset = 0
            while offset < bytes.count {
                let n = Platform.writeBytes(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    let code = Platform.errorNumber
                    if code == Platform.interrupted { continue }
                    if code == Platform.brokenPipe { throw .closedPipe }
                    throw .io(Platform.errorMessage(code))
                }
                offset += n
            }
        }
    }

    /// Writes every byte of `bytes`; see ``write(_:)-(UnsafeRawBufferPointer)``.
    public func write(_ bytes: [UInt8]) throws(CSVWriteError) {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(CSVWriteError) in try write(raw) } }
        try result.get()
    }

    /// Writes the UTF-8 bytes of `text`.
    public func write(_ text: String) throws(CSVWriteError) { try write(Array(text.utf8)) }
}

/// Bytes collected in memory: the standard output or error of a command line run in-process.
/// Appends are serialised by the caller (one writer at a time, as for a file descriptor).
///
/// A buffer may bound what it takes: at most ``limit`` bytes, and nothing once ``deadline`` has
/// passed. A write through ``ByteDestination/memory(_:)`` that would cross either is refused
/// whole (the buffer never holds more than `limit` bytes) and ends the writer as a closed pipe;
/// ``stop`` then says which bound it was, for the caller that set them.
public final class ByteBuffer: @unchecked Sendable {
    /// Why a buffer refused a write.
    public enum Stop: Sendable, Equatable {
        case limit
        case deadline
    }

    public private(set) var bytes: [UInt8] = []
    /// The most bytes the buffer takes through ``ByteDestination/memory(_:)``.
    public let limit: Int
    /// After this instant the buffer takes nothing more (nil: no deadline).
    public let deadline: ContinuousClock.Instant?
    /// The first bound a write crossed, or nil.
    public private(set) var stop: Stop?

    public init(limit: Int = .max, deadline: ContinuousClock.Instant? = nil) {
        self.limit = limit
        self.deadline = deadline
    }

    /// Appends `raw` whatever the bounds.
    public func append(_ raw: UnsafeRawBufferPointer) { bytes.append(contentsOf: raw) }

    /// Appends `raw` if it fits within ``limit`` and ``deadline`` has not passed; otherwise
    /// records the ``stop`` and returns false.
    func admit(_ raw: UnsafeRawBufferPointer) -> Bool {
        if stop != nil { return false }
        if let deadline, ContinuousClock.now >= deadline {
            stop = .deadline
            return false
        }
        guard raw.count <= limit - bytes.count else {
            stop = .limit
            return false
        }
        bytes.append(contentsOf: raw)
        return true
    }
}

/// Where bytes are read from: an open file descriptor (standard input) or bytes already in memory.
public enum ByteSource: Sendable {
    case fileDescriptor(Int32)
    case bytes([UInt8])

    /// Standard input of the process.
    public static let standardInput = ByteSource.fileDescriptor(Platform.standardInput)

    /// Every byte to the end; more than `limit` bytes is ``FileBytes/Failure/tooLarge``.
    package func readAll(limit: Int = .max) throws(FileBytes.Failure) -> [UInt8] {
        switch self {
        case .bytes(let bytes):
            if bytes.count > limit { throw .tooLarge }
            return bytes
        case .fileDescriptor(let fd): return try FileBytes.contents(of: fd, limit: limit)
        }
    }
}
