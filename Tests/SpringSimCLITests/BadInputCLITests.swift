import Foundation
import Testing

/// Bad input is refused the same way by every command: one line on stderr naming the problem
/// (`springsim: error: …`), nothing on standard output and no `--output` file, with exit status 2
/// for an invalid command line and 1 for a file that cannot be read or written. Every command's
/// refusals stand in one table, and one check runs each row.
@Suite("bad input: one line naming the problem, nothing on stdout, nothing written")
struct BadInputCLITests {
    @Test("every command's refusals: exit 2 for an invalid command line, 1 for a file it cannot read or write", arguments: BadInput.all)
    func refused(_ row: BadInput) throws {
        try row.check()
    }
}

/// A refused command line (after `springsim`; single quotes group words, `''` is an empty word),
/// a fragment of its one error line (empty where any message will do) and its exit status.
struct BadInput: Sendable, CustomTestStringConvertible {
    let line: String
    let message: String
    let status: Int32

    var testDescription: String { line }

    /// Runs the line twice, as given and with `--output FILE` (before a `-- COMMAND …` tail, so
    /// that `render filmstrip` takes it; not when the line names its own `--output`), without the
    /// Slurm and Kubernetes variables of the environment the tests run in (`sweep --shard auto`
    /// reads them), and checks the refusal each time and that no output file exists afterwards.
    func check() throws {
        let dir = try CLITests.temporaryDirectory("springsim-bad-input")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("out").path
        let words = ExtremeInputCase.words(line)
        let given = zip(words, words.dropFirst()).filter { $0.0 == "--output" }.map(\.1)
        var runs = [words]
        if given.isEmpty {
            var withOutput = words
            withOutput.insert(contentsOf: ["--output", file], at: words.firstIndex(of: "--") ?? words.endIndex)
            runs.append(withOutput)
        }
        for run in runs {
            let r = try SweepCLITests.run(run)
            CLITests.expectRefusal(r, message, status: status, context: "springsim \(line)")
            for path in [file] + given {
                #expect(!FileManager.default.fileExists(atPath: path), "springsim \(line): \(path) was written")
            }
        }
    }
}

extension BadInput {
    static let all =
        invalid.map { BadInput(line: $0.0, message: $0.1, status: 2) } + unreadable.map { BadInput(line: $0.0, message: $0.1, status: 1) }

    /// Invalid command lines: exit status 2.
    static let invalid: [(String, String)] = [
        // springsim (the frames table): spring, time and tolerance options
        ("--mass=-1", ""),
        ("--mass 0", ""),
        ("--damping nan", ""),
        ("--stiffness inf", ""),
        ("--fps 0", ""),
        ("--fps=-5", ""),
        ("--damping 0.1 --mass 2", ""),
        ("--damping 0.3 --bounce 0.2", ""),
        ("--preset nope", ""),
        ("--times 0,abc", ""),
        ("--until later", ""),
        ("--from 1 --to 1", ""),
        ("--damping 0", ""),
        ("--tension 100", ""),
        ("--velocity nan", ""),
        ("--epsilon 2", ""),
        ("--response 0.5", ""),
        ("--stiffness 100 --damping 0.5 --until duration", ""),
        // integrate: steps, tolerances, methods and policies
        ("integrate --dt 0", ""),
        ("integrate --dt=-1", ""),
        ("integrate --tolerance nan", ""),
        ("integrate --tolerance 0", ""),
        ("integrate --method leapfrog", ""),
        ("integrate --policy rebound --dt 0.001", ""),
        ("integrate --method rk4 --tolerance 1e-6", ""),
        ("integrate --method dop853 --tolerance 1e-15", ""),
        ("integrate --method dop853 --tolerance 1e-8 --dt 0.001", ""),
        ("integrate --dt 1e-9 --until 100", ""),
        ("integrate --substeps 0", ""),
        ("integrate --dt 0.001 --substeps 2", ""),
        ("integrate --policy verlet", ""),
        ("integrate --max-steps 0", ""),
        ("integrate --times 0.5,0.1", ""),
        // values outside an option's domain, in every command: the message names the option and the domain
        ("--times -0.5,0", "--times: entry 1 ('-0.5') must be a finite number ≥ 0"),
        ("--damping=-0.5", "--damping must be a finite number ≥ 0 (got -0.5)"),
        ("--damping 0.5 --velocity inf", "--velocity must be a finite number (got inf)"),
        ("--tension -30 --friction 7 --origami", "--tension -30.0 with --origami gives stiffness"),
        ("--response 0 --damping 1", "--response must be a finite number > 0 (got 0.0)"),
        ("--duration 0.5 --bounce 1.5", "--bounce must be in (−1, 1] (got 1.5)"),
        ("--damping 0.5 --fps 1e300", "--fps must be a finite number > 0 and ≤ 1e6"),
        ("--damping 0.5 --epsilon -1", "--epsilon must be in (0, 1)"),
        ("--damping 0.5 --velocity-epsilon 0", "--velocity-epsilon must be a finite number > 0 (got 0.0)"),
        ("--damping 0.5 --from nan", "--from must be a finite number (got nan)"),
        ("--damping 0.5 --until -2", "--until must be settle, duration or a number of seconds ≥ 0"),
        ("integrate --damping 0.5 --substeps 9223372036854775807", "--substeps must be in 1…1000000000"),
        ("integrate --damping 0.5 --dt 1e-300", "steps, more than --max-steps"),
        ("integrate --damping 0.5 --max-steps 0", "--max-steps must be in 1…"),
        ("ease linear --samples 9223372036854775807", "--samples must be in 2…100000000"),
        ("ease linear --at 0,inf", "--at: entry 2 ('inf') is not a finite number"),
        ("path sample 'M0 0 L1 1' --count 9223372036854775807", "--count must be in 1 … 10000000"),
        ("path at 'M0 0 L1 1' --distance -1", "--distance must be a finite number ≥ 0"),
        ("path text 'M0 0 L1 1' --advances 1,-2", "--advances: entry 2 ('-2') must be a finite number ≥ 0"),
        ("wheel --prize 1 --turns 9223372036854775807", "--turns must be in 0…1000000"),
        ("wheel --prize 1 --fps 1e300", "--fps must be a finite number > 0 and ≤ 1e6"),
        ("wheel --prize 1 --mode decay --deceleration 1e-300 --turns 3", "rows, more than --max-rows"),
        ("chart line --fps 1e300", "--fps must be a finite number > 0 and ≤ 1e6"),
        ("chart curve --fps 1e300", "--fps must be a finite number > 0 and ≤ 1e6"),
        ("chart bar --values -1,2", "--values: entry 1 must be ≥ 0"),
        ("chart pie --move-duration 1e300", "--move-duration must be in [0, 3600] s"),
        ("chart line --values 1e308,-1e308", "--values: entry 2: the value range -1e+308 … 1e+308 is too wide"),
        ("chart curve --values 1e308,1", "is too wide to lay out"),
        ("refresh --progress -0.5", "--progress: entry 1 (-0.5) is outside [0, 1]"),
        ("render filmstrip --columns 9223372036854775807 -- chart bar", "--columns must be in 1…1000"),
        ("render filmstrip --hold 1e300 -- chart bar", "--hold must be in (0, 1e6] s"),
        // ease: a bad easing, located by character
        ("ease cubic-bezier(1.2,0,0,1)", "at character 14"),
        ("ease steps(0)", "at character 7"),
        ("ease 'steps(1, jump-none)'", "at character 10"),
        ("ease linear(", "at character 8"),
        ("ease easeSideways", "at character 1"),
        ("ease 'spring(damping=0.2, mass=3)'", "conflicting"),
        // ease: bad options
        ("ease ease --samples 1", ""),
        ("ease ease --at 0,x", ""),
        ("ease ease --export svg", ""),
        ("ease ease --export css-linear --max-error 0", ""),
        ("ease ease --before", ""),
        ("ease steps(3) --export css-linear --max-error 0.01", ""),
        ("ease ease --max-error 0.1", ""),
        // path: bad path data, positions and ranges
        ("path length 'M0 0 X1 2'", "offset 5"),
        ("path length 'M0 0 L1'", "offset 7"),
        ("path length 'M0 0 L NaN 3'", "offset 7"),
        ("path length 'L1 2'", "must start with M"),
        ("path at 'M0 0 Z' --fraction 0.5", "zero length"),
        ("path at 'M0 0' --fraction 0.5", "draws nothing"),
        ("path at 'M0 0 L1 1' --fraction 1.5", "--fraction"),
        ("path at 'M0 0 L1 1' --fraction nan", "--fraction"),
        ("path at 'M0 0 L1 1' --distance 5", "--distance"),
        ("path at 'M0 0 L1 1'", "exactly one"),
        ("path trim 'M0 0 L1 1' --start 0.8 --end 0.2", "--start"),
        ("path trim 'M0 0 L1 1' --end -0.1", "--end"),
        ("path sample 'M0 0 L1 1' --count 0", "--count"),
        ("path text 'M0 0 L1 1' --advances 1,x", "entry 2"),
        ("path length 'M0 0 L1 1' --from 2", "--from"),
        ("path length 'M0 0 L1 1' --from 1 --to 0.5", "must not exceed"),
        ("path length 'M0 0 L1 1' --from-parameter 0.5", "--segment"),
        ("path length 'M0 0 L1 1' --segment 0 --to-parameter 2", "--to-parameter"),
        ("path length 'M0 0 L1 1' --segment 3", "--segment"),
        ("path length 'M0 0 L1 1 L2 0' --segment 1 --to-segment 0", "--to-segment"),
        ("path length 'M0 0 L1 1 L2 0' --segment 0 --to-segment 2", "--to-segment"),
        ("path length 'M0 0 L1 1' --from 0 --segment 0", "either"),
        ("path tangent 'M0 0 L1 1'", "exactly one"),
        ("path tangent 'M0 0 L1 1' --parameter -0.5", "--parameter"),
        ("path tangent 'M0 0 L1 1' --distance 2", "--distance"),
        ("path tangent 'M0 0 L1 1' --fraction 0.5 --segment 0", "--segment"),
        ("path tangent 'M0 0 C1 1 0 1 1 0' --parameter 0.5", "cusp"),
        ("path tangent 'M0 0' --fraction 0.5", "draws nothing"),
        ("path bounds ''", "empty"),
        ("path nearest 'M0 0 L1 1' --point 1;2", "--point"),
        ("path nearest 'M0 0 L1 1' --point a,b", "--point"),
        ("path nearest 'M0 0' --point 1,2", "draws nothing"),
        ("path area 'M0 0 L1 1 L1 0'", "open"),
        ("path split 'M0 0 L1 1' --fraction 2", "--fraction"),
        ("path split 'M0 0 L1 1' --parameter 0.5 --segment 1", "--segment"),
        // fit bezier: no target, two targets, a bad target or span
        ("fit bezier", "needs a target"),
        ("fit bezier --easing ease --damping 1", "one target"),
        ("fit bezier --easing nope", "unknown easing"),
        ("fit bezier --damping 0 --response 1", "never settles"),
        ("fit bezier --easing ease --span 1", "go with spring flags"),
        ("fit bezier --damping 1 --span -1", "--span"),
        ("fit bezier --damping 1 --span 1 --epsilon 0.01", "give one of them"),
        // keyframes: times, values and easings
        ("keyframes --times 0,1,1 --values 0,1,2", "increase strictly"),
        ("keyframes --times 0,2,1 --values 0,1,2", "must not decrease"),
        ("keyframes --times 0,1 --values 0,1,2", "one value per time"),
        ("keyframes --times 0,1,2 --values 0,1,2 --easing linear", "one easing per segment"),
        ("keyframes --times 0,1 --values 0:0,1", "mixes 1-D and 2-D"),
        ("keyframes --times 0,1 --values 0,1 --fps 0", "--fps"),
        ("keyframes --times '' --values ''", "--times is empty"),
        // chart bar: counts, frame rates and files
        ("chart bar --values ''", "--values is empty"),
        ("chart bar --values 1,nan,3", "--values: entry 2 ('nan') is not a finite number"),
        ("chart bar --values 1,,3", "--values: entry 2 ('') is not a finite number"),
        ("chart bar --values 4,-1", "--values: entry 2 must be ≥ 0"),
        ("chart bar --values 0,0,0", "--values: must hold at least one count > 0"),
        ("chart bar --values 1 --data x.json", "either --data FILE or --values LIST"),
        ("chart bar --fps 0", "--fps must be"),
        ("chart bar --fps inf", "--fps must be"),
        // chart line: values, animations and spring flags
        ("chart line --values ''", "--values is empty"),
        ("chart line --values 1,nan", "entry 2 ('nan') is not a finite number"),
        ("chart line --values 7", "--values: a chart line needs at least 2 values (got 1)"),
        ("chart line --animation bounce", "'bounce' is invalid for '--animation"),
        ("chart line --animation-duration 0", "--animation-duration must be a finite number > 0"),
        ("chart line --fps=-1", "--fps must be a finite number > 0"),
        ("chart line --damping 0.3", "spring flags apply to --animation spring only"),
        ("chart line --animation spring --damping 0.3 --mass 2", "conflicting spring parameters"),
        ("chart line --data x.json --values 1,2", "either --data FILE or --values LIST"),
        // chart curve: values, tables and frame rates
        ("chart curve --values ''", "--values is empty"),
        ("chart curve --values 1,nan", "entry 2 ('nan')"),
        ("chart curve --values 4", "--values: a chart line needs at least 2 values"),
        ("chart curve --table bars", "'bars' is invalid for '--table"),
        ("chart curve --fps 0", "--fps must be a finite number > 0"),
        // chart pie: values, hits and edits
        ("chart pie --values ''", "--values is empty"),
        ("chart pie --values 1,nan", "entry 2 ('nan')"),
        ("chart pie --values 1,-1", "--values entry 2"),
        ("chart pie --hit abc", "--hit 'abc'"),
        ("chart pie --hit 1,2@x", "--hit '1,2@x'"),
        ("chart pie --edit delete:0,delte:1", "entry 2 ('delte:1')"),
        ("chart pie --edit insert:1", "entry 1 ('insert:1')"),
        ("chart pie --edit update:0:-3", "value must be"),
        ("chart pie --values 1,2 --edit delete:0,delete:0,delete:0", "delete index 0 is out of range (0 slices)"),
        ("chart pie --edit delete:3", "delete index 3 is out of range"),
        ("chart pie --pad 40", "too small for pad 40"),
        ("chart pie --edit delete:0 --hit 1,1", "apply to the ring chart"),
        ("chart pie --duration 1", "--duration applies to edits"),
        ("chart pie --fps 0", "--fps"),
        // refresh: progress lists, durations and easings, naming the entry or option
        ("refresh --progress 0,1.5", "--progress: entry 2 (1.5) is outside [0, 1]"),
        ("refresh --progress 0,-0.1,1", "--progress: entry 2 (-0.1) is outside [0, 1]"),
        ("refresh --progress 0.2,x", "--progress: entry 2 ('x') is not a finite number"),
        ("refresh --progress 0.2,nan", "--progress: entry 2 ('nan') is not a finite number"),
        ("refresh --progress ''", "--progress is empty"),
        ("refresh --duration=-1", "--duration must be a finite number of seconds > 0"),
        ("refresh --duration 1e300", "the table would have"),
        ("refresh --progress 0 --duration 1", "either --progress LIST or --duration SECONDS"),
        ("refresh --progress 0 --easing ease-in", "--easing applies to --duration"),
        ("refresh --duration 1 --easing cubic-bezier(2,0,0,1)", "--easing: "),
        ("refresh --fps=-5", "--fps must be"),
        // render filmstrip: scene commands and frame options
        ("render filmstrip -- settle --damping 0.5", "'settle' does not make a scene"),
        ("render filmstrip -- chart pie --values 3,x", "entry 2 ('x') is not a finite number"),
        ("render filmstrip -- chart nope", "scene command 'chart nope'"),
        ("render filmstrip", "name a scene command after '--'"),
        ("render filmstrip --frames 0 -- chart pie --values 1", "--frames must be between 1 and 1000"),
        (
            "render filmstrip --times 1,0 -- chart pie --values 1",
            "--times: entry 2 ('0') is less than the entry before it ('1'); the list must not decrease"
        ),
        ("render filmstrip --frames 2 --times 1 -- chart pie --values 1", "either --frames"),
        ("render filmstrip --animated --title x -- chart pie --values 1", "not --animated"),
        // sweep: grids, shards and combinations
        ("sweep --damping 0:1:0", "the step must not be 0"),
        ("sweep --damping 0:1:-0.1", "the step must point from start to stop"),
        ("sweep --damping 1:0:0.1", "the step must point from start to stop"),
        ("sweep --damping 0:inf:0.1", "must be finite"),
        ("sweep --damping 0:nan:0.1", "must be finite"),
        ("sweep --damping 0:1", "START:STOP:STEP"),
        ("sweep --damping 0:1:0.1:2", "START:STOP:STEP"),
        ("sweep --damping -1:1:0.5", "--damping '-1:1:0.5': every value must be a finite number ≥ 0 (got -1.0)"),
        ("sweep --damping 0.1,-0.2", "--damping"),
        ("sweep --bounce -1:1:0.5", "--bounce"),
        ("sweep --mass 1:1e7:1 --stiffness 1:2:1", "more than 10000000 combinations"),
        ("sweep --damping 0:1e8:1", "the grid has more than 10000000 values"),
        ("sweep --damping 0.5 --mass 1,2", "conflicting spring parameters: --mass cannot be combined with --damping"),
        ("sweep --response 0.5:1:0.1", "--response needs --damping"),
        ("sweep --damping 0.5 --shard 5/4", "K must be in 1…N"),
        ("sweep --damping 0.5 --shard 0/4", "K must be in 1…N"),
        ("sweep --damping 0.5 --shard 1/0", "N must be in"),
        ("sweep --damping 0.5 --shard x", "--shard must be K/N"),
        ("sweep --damping 0.5 --shard auto", "--shard auto needs SLURM_ARRAY_TASK_ID"),
        ("sweep --damping 0.5 --shard auto --shards 3", "JOB_COMPLETION_INDEX is not set"),
        ("sweep --damping 0.5 --shards 3", "--shards goes with --shard auto"),
        ("sweep --damping 0.5 --jobs 0", "--jobs"),
        ("sweep --damping 0.5,0 --response 0.4 --table frames", "combination 2 (--damping 0.0 --response 0.4) never settles"),
        ("sweep --damping 0.5 --grid x.csv", "--grid cannot be combined with --damping"),
        ("sweep --damping 0.5 --table frames --metrics", "--metrics adds summary columns"),
    ]

    /// Files that cannot be read or written: exit status 1.
    static let unreadable: [(String, String)] = [
        ("chart bar --data /nonexistent/bar.json", "/nonexistent/bar.json: cannot read the file"),
        ("chart line --data /nonexistent-dir/line.json", "/nonexistent-dir/line.json"),
        ("chart curve --output /nonexistent/x.csv", "/nonexistent/x.csv"),
        ("refresh --data /nonexistent/refresh.json", "cannot read the file"),
    ]
}
