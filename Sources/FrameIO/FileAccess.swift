/// Whether the command lines running on this task (or thread) may open files by name.
///
/// A program that runs command lines in-process for others (a local server) binds
/// ``isDenied`` to true around each run: every path open through FrameIO then fails with
/// EACCES (``Platform``'s `openFile`, so ``FileBytes``, ``CSVReader`` and scene files), and
/// ``AtomicFile`` refuses to open any destination, `/dev/stdout` included. Standard input and
/// output given as bytes (a ``ByteSource/bytes(_:)`` and a ``ByteDestination/memory(_:)``) are
/// unaffected.
public enum FileAccess {
    @TaskLocal public static var isDenied = false
}
