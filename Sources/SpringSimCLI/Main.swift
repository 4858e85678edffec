import SpringSimCommands

/// `springsim`: the whole executable. Every command lives in the SpringSimCommands library, so
/// another program can run the same command lines in-process (``SpringSimTool/run(_:standardInput:)``).
@main
enum Main {
    static func main() { SpringSimTool.runAsProcess() }
}
