import ArgumentParser
import Fitting
import NetworkScenes
import SpringNetworks
import SpringSim

// Every option's and flag's help text in one catalogue (but the spring flags', one text per
// spring field, which `SpringFieldOptions` keeps in SpringFlags.swift): one voice for the whole
// tool, each numeric option's domain stated where a reviewer reads them side by side (the layout
// of a compiler driver's option table). A command declares each option on one line,
// `@Option(help: Help.frames) var frames: Int?`, and its `Help` enum here holds the text under
// the property's name. `springsim <command> --help` prints these strings unchanged (the help
// snapshots in the CLI tests pin every byte). Option groups shared by several commands
// (`FrameRateOption`, `TableFormatOption`, …) keep their texts here too, once.

extension AnimationOptions {
    enum Help {
        static let from = ArgumentHelp("Start value, finite (must differ from --to; to − from must be a finite double).", valueName: "a")
        static let to = ArgumentHelp("Target value, finite.", valueName: "b")
    }
}

extension ToleranceOptions {
    enum Help {
        static let epsilon = ArgumentHelp("Settling tolerance ε as a fraction of |to − from|, in (0, 1).", valueName: "eps")
        static let velocityEpsilon = ArgumentHelp(
            "Also require |velocity| < this fraction of |to − from| per second, > 0, finite (default: no velocity test).", valueName: "eps")
    }
}

extension RowLimitOptions {
    enum Help {
        static let maxRows = ArgumentHelp(
            "Refuse, before writing anything, a table of more than N data rows (1…\(Int.max)).", valueName: "n")
    }
}

extension ChartCurveCommand {
    enum Help {
        static let table = ArgumentHelp("Which table: line, geometry or points (default line).", valueName: "table")
    }
}

extension SceneDataOption {
    enum Help {
        static let data = ArgumentHelp(
            "A scene file (JSON, see data/scenes/) with the scene's data and any constants to override.", valueName: "file")
    }
}

extension ChartDataOptions {
    enum Help {
        static let values = ArgumentHelp(
            "The data values: finite numbers (line and curve: either sign; bar: ≥ 0; pie: > 0), as a list or @FILE, @-, @FILE.csv:COLUMN.",
            valueName: "v1,v2,…")
    }
}

extension ChartLineCommand {
    enum Help {
        static let animation = ArgumentHelp("The animation: drawing, alpha, width, rise or spring (default drawing).", valueName: "name")
        static let animationDuration = ArgumentHelp("WYChart's animationDuration, seconds, in (0, 1e6] (default 2).", valueName: "seconds")
        static let curve = ArgumentHelp("The line: quadratic (WYChart's wave), cubic (seed 000) or straight.", valueName: "style")
        static let springOrigin = ArgumentHelp("Where the spring's points start: baseline or mirror (WYChart's code).", valueName: "origin")
        static let table = ArgumentHelp("Which table: points, line or segments (default points).", valueName: "table")
        static let coupling = ArgumentHelp(
            "With --animation spring: springs of stiffness K_c per unit mass (1/s²) between neighbouring points, ≥ 0, finite (0: independent points).",
            valueName: "k_c")
    }
}

extension ChartPieCommand {
    enum Help {
        static let fps = ArgumentHelp("Frames per second, in (0, 10000] (default 60).", valueName: "n")
        static let width = ArgumentHelp("View width in points (> 0, finite; default 375).", valueName: "pt")
        static let height = ArgumentHelp(
            "View height in points (> 80, finite, and room for the ring with --pad; default 333.5: half a 4.7-inch iPhone screen).",
            valueName: "pt")
        static let pad = ArgumentHelp("Ring chart: the layout constant pad (> 0, finite; default 10).", valueName: "pt")
        static let hits = ArgumentHelp(
            "Ring chart: a touch at X,Y (view points, finite, either sign), optionally @TIME seconds in [0, 3600]; repeatable.",
            valueName: "x,y[@t]")
        static let frames: ArgumentHelp = "Ring chart with --hit: write the frame table (moves animated) instead of one row per touch."
        static let moveDuration = ArgumentHelp(
            "Ring chart: seconds a slice takes to move out or back, in [0, 3600] (default 0.25, Core Animation's implicit animation).",
            valueName: "s")
        static let edits = ArgumentHelp(
            "Edits: insert:INDEX:VALUE, delete:INDEX, update:INDEX:VALUE (INDEX ≥ 0, VALUE > 0), each optionally @TIME (s, in [0, 3600]); a list or @FILE; repeatable.",
            valueName: "list")
        static let duration = ArgumentHelp("Edits: seconds each edit animates, in (0, 3600] (default 0.5).", valueName: "s")
    }
}

extension ConvertCommand {
    enum Help {
        static let json: ArgumentHelp = "Print a JSON object."
    }
}

extension ExactDigitsFlag {
    enum Help {
        static let exact: ArgumentHelp =
            "Print the conversion's numbers with all their digits (default: the shortest decimal within 1e-12 relative, 0 for rounding noise)."
    }
}

extension EaseCommand {
    enum Help {
        static let easing: ArgumentHelp = "The easing (quote it for the shell)."
        static let samples = ArgumentHelp("Evenly spaced inputs from 0 to 1, 2…100000000 (default 101).", valueName: "n")
        static let at = ArgumentHelp(
            "Evaluate at exactly these inputs (finite, either sign): a list or @FILE, @-, @FILE.csv:COLUMN.", valueName: "u1,u2,…")
        static let before: ArgumentHelp = "Evaluate with the CSS before flag set (steps() only)."
        static let export = ArgumentHelp(
            "Print the curve as css-linear (a linear() string) or keyframes (values and keyTimes).", valueName: "format")
        static let maxError = ArgumentHelp(
            "Largest deviation of an export from the curve, anywhere on [0, 1] (> 0, finite; default 0.001).", valueName: "e")
    }
}

extension ExportCommand {
    enum Help {
        static let format = ArgumentHelp("lottie, css, waapi, css-linear or ca-keyframes.", valueName: "format")
        static let scene = ArgumentHelp(
            "A seed scene instead of a single motion: `chart line`, `chart bar` or `wheel`.", valueName: "scene")
        static let easing = ArgumentHelp("An easing played over --duration seconds (the ease command's syntax).", valueName: "easing")
        static let keyframeTimes = ArgumentHelp("Keyframe times, seconds, increasing (with --keyframe-values).", valueName: "t1,t2,…")
        static let keyframeValues = ArgumentHelp("Keyframe values, finite, one per time.", valueName: "v1,v2,…")
        static let physics = ArgumentHelp(
            "A fling under a platform's scroll physics, as `springsim scroll --physics` (ios, ios-fast, android, flutter-bouncing, flutter-clamping, framer-inertia): from --from at --velocity (points, points per second), unbounded content.",
            valueName: "physics")
        static let reducedMotion: ArgumentHelp =
            "Export the motion's reduced-motion substitute instead: cubic-bezier(0, 0, 0.58, 1) from start to rest over the duration that reaches 95 % when the motion does (as `springsim metrics` reports it)."
        static let maxError = ArgumentHelp(
            "Largest deviation from the exact motion at any time, in the motion's value units (px for the chart scenes, degrees for the wheel), > 0, finite (default 0.001 of the travel).",
            valueName: "e")
        static let fps = ArgumentHelp(
            "Frames per second of the Lottie document (keyframes sit on its frames), in (0, 1000].", valueName: "n")
        static let property = ArgumentHelp(
            "Lottie: the transform property animated: x, y, rotation, scale, scale-y or opacity (default x).", valueName: "p")
        static let origin = ArgumentHelp(
            "The shown value is origin + scale × value: origin, finite (default 100 for Lottie, 0 for CSS and Web Animations).",
            valueName: "o")
        static let cssProperty = ArgumentHelp("CSS/WAAPI: NAME or transform:FUNCTION.", valueName: "p")
        static let unit = ArgumentHelp(
            "CSS/WAAPI: the unit of each value (default px; deg for rotations; none for scale and opacity).", valueName: "u")
        static let noLinear: ArgumentHelp =
            "CSS/WAAPI: keyframe offsets with per-segment cubic-bezier() instead of one linear() timing function."
        static let values = ArgumentHelp("chart line / chart bar: the data values.", valueName: "v1,v2,…")
        static let prize = ArgumentHelp("wheel: the prize sector's index, ≥ 0.", valueName: "i")
        static let wheelMode = ArgumentHelp("wheel: seed, decay or decay-snap.", valueName: "mode")
        static let reference = ArgumentHelp(
            "Also write the exact motion to FILE as CSV layer,time,value (the shown units, 1001 times from 0 to 1.25 × the duration), for checking the export in a player.",
            valueName: "file")
    }
}

extension FitBezierCommand {
    enum Help {
        static let easing = ArgumentHelp("The target easing (quote it for the shell).", valueName: "easing")
        static let span = ArgumentHelp(
            "Normalise the spring over this many seconds instead of its settling time (> 0, finite).", valueName: "seconds")
        static let epsilon = ArgumentHelp("Settling tolerance the spring is normalised by, in (0, 1) (default 0.001).", valueName: "eps")
        static let from = ArgumentHelp("The samples' start value, mapped to 0 (default the first value).", valueName: "value")
        static let to = ArgumentHelp("The samples' end value, mapped to 1 (default the last value).", valueName: "value")
    }
}

extension FitFormatOption {
    enum Help {
        static let format = ArgumentHelp("Output format.", valueName: "text|json")
    }
}

extension SamplesTableOption {
    enum Help {
        static let samples = ArgumentHelp("A CSV table with columns time and value (- for standard input).", valueName: "file")
    }
}

extension FitSpringCommand {
    enum Help {
        static let file = ArgumentHelp(
            "A CSV table with columns time and value, and optionally velocity (fitted too when present); - or none: standard input.",
            valueName: "file")
        static let from = ArgumentHelp("The start value, if known (held fixed; fitted otherwise).", valueName: "value")
        static let to = ArgumentHelp("The target value, if known (held fixed; fitted otherwise).", valueName: "value")
        static let mass = ArgumentHelp(
            "The mass (> 0): scales stiffness and damping; only their ratios to it are fitted.", valueName: "mass")
    }
}

extension FollowCommand {
    enum Help {
        static let count = ArgumentHelp("Number of elements, 1…\(SpringNetwork.maximumNodes).", valueName: "n")
        static let stiffness = ArgumentHelp("Element 0's spring to --to, force per unit extension, > 0, finite.", valueName: "k")
        static let dampingCoefficient = ArgumentHelp("Element 0's friction, force per unit velocity, ≥ 0, finite.", valueName: "c")
        static let attachmentStiffness = ArgumentHelp("Each tie between neighbours, force per unit extension, > 0, finite.", valueName: "k")
        static let attachmentDampingCoefficient = ArgumentHelp(
            "Friction of elements 1…N−1, force per unit velocity, ≥ 0, finite.", valueName: "c")
        static let mass = ArgumentHelp("Mass of every element, > 0, finite.", valueName: "m")
        static let until = ArgumentHelp(
            "End of the table: settle (the chain's exact settling time) or seconds in [0, 1e6].", valueName: "settle|seconds")
    }
}

extension FrameRateOption {
    enum Help {
        static let fps = ArgumentHelp("Frames per second of the display link, in (0, 1e6].", valueName: "n")
    }
}

extension SceneFrameRateOption {
    enum Help {
        static let fps = ArgumentHelp(
            "Frames per second of the display link, in (0, 1e6] (default: the scene file's, else 60).", valueName: "n")
    }
}

extension FrameOptions {
    enum Help {
        static let until = ArgumentHelp(
            "End of the table: settle (the exact settling time), duration (the family's own duration: UIKit's D, SwiftUI's duration), or seconds (≥ 0, finite).",
            valueName: "settle|duration|seconds")
    }
}

extension FrameTimesOption {
    enum Help {
        static let times = ArgumentHelp(
            "Evaluate exactly at these times instead of a frame grid: seconds ≥ 0, finite, not decreasing; a list or @FILE.",
            valueName: "t1,t2,…")
    }
}

extension IntegrateCommand {
    enum Help {
        static let method = ArgumentHelp(
            "Integrator: \(FixedStepMethod.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name")
        static let dt = ArgumentHelp("Fixed step in seconds (> 0, finite; default 0.001 for fixed-step methods).", valueName: "h")
        static let substeps = ArgumentHelp("Steps per frame interval instead of a global step (1…1000000000).", valueName: "n")
        static let tolerance = ArgumentHelp(
            "Adaptive tolerance (rtol = atol) for dopri5 or dop853: finite, 1e-14 ≤ tol; default 1e-6 (alone it selects dopri5).",
            valueName: "tol")
        static let policy = ArgumentHelp(
            "A platform's stepping policy: \(IntegrationStepping.Platform.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "name")
        static let maxSteps = ArgumentHelp("Refuse, before integrating, to take more steps than this (1…\(Int.max)).", valueName: "n")
        static let stats: ArgumentHelp = "Print steps taken, steps rejected and function evaluations to stderr."
        static let frameTimes = ArgumentHelp(
            "With --policy rebound: the display link's timestamps in seconds (finite, strictly increasing; a list, @FILE or @FILE.csv:COLUMN), one row each; the spring starts at the first.",
            valueName: "t0,t1,…")
        static let restSpeed = ArgumentHelp(
            "With --frame-times: at rest when |velocity| ≤ this (value units/s; ≥ 0, finite; default 0) and |value − to| ≤ --rest-displacement.",
            valueName: "s")
        static let restDisplacement = ArgumentHelp(
            "With --frame-times: the largest |value − to| at rest (value units; ≥ 0, finite; default 0).", valueName: "d")
        static let overshootClamping: ArgumentHelp =
            "With --frame-times: snap to the target, at rest, once a frame's value has passed it (rebound's overshoot clamping)."
    }
}

extension KeyframesCommand {
    enum Help {
        static let times = ArgumentHelp(
            "Keyframe times in seconds, in [0, 1e6], strictly increasing, at least two: a list or @FILE, @-, @FILE.csv:COLUMN.",
            valueName: "t1,t2,…")
        static let values = ArgumentHelp(
            "One value per time, finite, either sign: numbers (1-D) or x:y pairs (2-D), not mixed; a list or @FILE.", valueName: "v1,v2,…")
        static let interpolation = ArgumentHelp("How values between keyframes are computed (see above).", valueName: "mode")
        static let easing = ArgumentHelp(
            "One easing per segment (springsim ease's syntax), separated by commas outside parentheses; not with paced modes.",
            valueName: "e1,e2,…")
        static let arcMode = ArgumentHelp(
            "arc only: above, below or linear, one per segment (without it: below everywhere).", valueName: "m1,m2,…")
        static let tension = ArgumentHelp(
            "cubic, cubic-paced: tension per keyframe in [-1, 1], positive tighter (without it: 0).", valueName: "list")
        static let continuity = ArgumentHelp(
            "cubic, cubic-paced: continuity per keyframe in [-1, 1], positive sharper corners (without it: 0).", valueName: "list")
        static let bias = ArgumentHelp("cubic, cubic-paced: bias per keyframe in [-1, 1] (without it: 0).", valueName: "list")
    }
}

extension MetricsCommand {
    enum Help {
        static let visible = ArgumentHelp(
            "An oscillation counts when its extremum is farther than this from the target, px, ≥ 0.", valueName: "px")
    }
}

extension DecayRateOption {
    enum Help {
        static let decayRate = ArgumentHelp(
            "An exponential decay: UIScrollView's deceleration rate per millisecond, in (0, 1) (0.998 normal).", valueName: "r")
    }
}

extension ShownScaleOption {
    enum Help {
        static let scale = ArgumentHelp("Units shown per unit of value (px, degrees, percent), finite, not 0.", valueName: "s")
    }
}

extension NetworkCommand {
    enum Help {
        static let file = ArgumentHelp("The network file (JSON; see data/networks/).", valueName: "file")
        static let chain = ArgumentHelp("A chain of N nodes instead of a file, N in 1…\(SpringNetwork.maximumNodes).", valueName: "n")
        static let mass = ArgumentHelp("Chain: every node's mass, > 0, finite (default 1).", valueName: "m")
        static let stiffness = ArgumentHelp("Chain: every spring's stiffness, ≥ 0, finite (default 100).", valueName: "k")
        static let dampingCoefficient = ArgumentHelp("Chain: every spring's dashpot, ≥ 0, finite (default 0).", valueName: "c")
        static let groundDamping = ArgumentHelp("Chain: every node's damping to the ground, ≥ 0, finite (default 0).", valueName: "c")
        static let anchor = ArgumentHelp("Chain: which ends are tied to an anchor at 0: first, last, both or none.", valueName: "ends")
        static let velocity = ArgumentHelp("Chain: node 0's initial velocity, finite, may be negative (default 1).", valueName: "v")
        static let x0 = ArgumentHelp("Chain: every node's initial position, finite numbers (one per node).", valueName: "x1,x2,…")
        static let v0 = ArgumentHelp("Chain: every node's initial velocity, finite numbers (one per node).", valueName: "v1,v2,…")
        static let table = ArgumentHelp("Which table: frames or modes (default frames).", valueName: "table")
        static let method = ArgumentHelp("Solver path: auto, modal, tridiagonal or exponential (default auto).", valueName: "path")
        static let until = ArgumentHelp(
            "End of the table: settle (the settling time) or seconds in [0, 1e6] (default: settle; an undamped network, which never settles, runs two periods of its slowest mode).",
            valueName: "settle|seconds")
        static let epsilon = ArgumentHelp(
            "Settling threshold: distance from rest, > 0, finite (default 0.001 of the motion's size; see below).", valueName: "e")
        static let report: ArgumentHelp = "Also write what the solver did (path, condition, error bound, settling time) to standard error."
    }
}

extension OutputOptions {
    enum Help {
        static let output = ArgumentHelp(
            "Write to FILE (atomically: nothing is left behind on error) instead of standard output.", valueName: "file")
    }
}

extension PathCommand.PathArgument {
    enum Help {
        static let data = ArgumentHelp(
            "SVG path data, e.g. 'M0 0 C0 1 1 1 1 0' (quote it; coordinates finite, either sign), or @FILE (e.g. @shape.svgpath) or @- to read it.",
            valueName: "path")
    }
}

extension PathCommand.Length {
    enum Help {
        static let from = ArgumentHelp("Start distance, in points, in [0, length] (default 0).", valueName: "s")
        static let to = ArgumentHelp("End distance, in points, in [--from, length] (default: the length).", valueName: "s")
        static let segment = ArgumentHelp("0-based index of the drawn segment for the parameters, in 0…segments−1.", valueName: "i")
        static let fromParameter = ArgumentHelp("Start parameter on --segment, in [0, 1] (default 0).", valueName: "t")
        static let toParameter = ArgumentHelp("End parameter on --to-segment, in [0, 1] (default 1).", valueName: "t")
        static let toSegment = ArgumentHelp("Segment of --to-parameter, in --segment…segments−1 (default: --segment).", valueName: "i")
    }
}

extension PathCommand.Trim {
    enum Help {
        static let start = ArgumentHelp("Start fraction, in [0, 1].", valueName: "a")
        static let end = ArgumentHelp("End fraction, in [--start, 1].", valueName: "b")
    }
}

extension PathCommand.Sample {
    enum Help {
        static let count = ArgumentHelp("Number of points, 1…10000000.", valueName: "n")
    }
}

extension PathCommand.Text {
    enum Help {
        static let advances = ArgumentHelp(
            "Glyph advances in points (≥ 0, finite), e.g. 12,9.5,9.5: a list or @FILE, @-, @FILE.csv:COLUMN.", valueName: "list")
        static let offset = ArgumentHelp(
            "Arc length before the first glyph, points (SVG startOffset; finite, either sign).", valueName: "s")
        static let anchor = ArgumentHelp(
            "SVG text-anchor: start, middle or end (the run starts at, is centred on, or ends at the offset).", valueName: "anchor")
    }
}

extension PathCommand.ArcLengthPlaceOptions {
    enum Help {
        static let distance = ArgumentHelp("Arc length from the start, in points, in [0, length].", valueName: "s")
        static let fraction = ArgumentHelp("Fraction of the length, in [0, 1].", valueName: "f")
    }
}

extension PathCommand.PlaceOptions {
    enum Help {
        static let parameter = ArgumentHelp("The segment's own parameter, in [0, 1] (with --segment).", valueName: "t")
        static let segment = ArgumentHelp("0-based index of the drawn segment for --parameter, in 0…segments−1.", valueName: "i")
    }
}

extension PathCommand.Nearest {
    enum Help {
        static let point = ArgumentHelp("The point as x,y in points (two finite numbers, either sign), e.g. 10,-2.5.", valueName: "x,y")
    }
}

extension RefreshCommand {
    enum Help {
        static let progress = ArgumentHelp(
            "Progress values in [0, 1], one frame each: a list or @FILE, @-, @FILE.csv:COLUMN.", valueName: "p1,p2,…")
        static let duration = ArgumentHelp(
            "Drive by time: progress runs from 0 to 1 over this many seconds (> 0, finite; default 1 without --progress).",
            valueName: "seconds")
        static let easing = ArgumentHelp(
            "With --duration: the easing applied to t / D (any `springsim ease` syntax); default linear.", valueName: "easing")
    }
}

extension PictureTitleOption {
    enum Help {
        static let title = ArgumentHelp("A title drawn above the picture.", valueName: "text")
    }
}

extension RenderFilmstripCommand {
    enum Help {
        static let frames = ArgumentHelp("Number of instants, evenly spaced over the scene's clock (1…1000; default 6).", valueName: "n")
        static let times = ArgumentHelp(
            "Draw at exactly these times (seconds, finite, either sign, non-decreasing; at most 1000): a list or @FILE.",
            valueName: "t1,t2,…")
        static let animated: ArgumentHelp = "Write one animated SVG (SMIL; browsers play it) instead of a strip of stills."
        static let columns = ArgumentHelp("Filmstrip: frames per row, 1…1000 (default: up to 6).", valueName: "n")
        static let frameWidth = ArgumentHelp(
            "Filmstrip: width of each frame in points, in [10, 4000] (default: the canvas, at most 240).", valueName: "pt")
        static let hold = ArgumentHelp("Animation: seconds the last frame stays before the loop restarts, in (0, 1e6].", valueName: "s")
        static let command = ArgumentHelp("The scene command and its flags, after `--`.", valueName: "command")
    }
}

extension RenderPlotCommand {
    enum Help {
        static let input = ArgumentHelp(
            "A CSV table to read ('-': standard input, the default); repeat for several tables in one plot.", valueName: "file")
        static let label = ArgumentHelp(
            "A legend name for each --input, in order; repeat it once per input (default: the file names).", valueName: "name")
        static let x = ArgumentHelp("The column on the horizontal axis.", valueName: "column")
        static let y = ArgumentHelp("The columns to plot: a list or @FILE (their values within ±1e300).", valueName: "c1,c2,…")
        static let by = ArgumentHelp(
            "Split each column into one line per distinct value of this column (e.g. point, element, policy).", valueName: "column")
        static let xLabel = ArgumentHelp("Horizontal axis label (default: the --x column, with its unit for time).", valueName: "text")
        static let yLabel = ArgumentHelp(
            "Vertical axis label; repeat it to label several panels, top to bottom (default: each panel's --y columns).", valueName: "text")
        static let width = ArgumentHelp("Picture width in points, in [100, 10000].", valueName: "pt")
        static let height = ArgumentHelp("Picture height in points, in [80, 10000].", valueName: "pt")
    }
}

extension ScrollCommand {
    enum Help {
        static let physics = ArgumentHelp("The scroll physics.", valueName: "physics")
        static let velocity = ArgumentHelp("Initial velocity in points per second, in [-1e6, 1e6].", valueName: "v")
        static let position = ArgumentHelp("Initial offset in points, in [-1e12, 1e12].", valueName: "x")
        static let extent = ArgumentHelp(
            "The content's offsets MIN:MAX in points, each in [-1e12, 1e12], MIN ≤ MAX (default: unbounded).", valueName: "min:max")
        static let viewport = ArgumentHelp(
            "ios, ios-fast: the viewport's dimension d in points, in (0, 1e12] (default 844).", valueName: "d")
        static let rate = ArgumentHelp("ios: the deceleration rate per millisecond, in (0, 1) (default 0.998).", valueName: "r")
        static let power = ArgumentHelp("framer-inertia: the power, in [0, 1e3] (default 0.8).", valueName: "p")
        static let timeConstant = ArgumentHelp(
            "framer-inertia: the time constant τ in seconds, in (0, 1e3] with |target − position|/τ finite (default 0.7).", valueName: "s")
        static let restSpeed = ArgumentHelp(
            "ios, ios-fast, flutter-bouncing, flutter-clamping, framer-inertia: the rest speed in points per second, in [1e-6, 1e6] (default 20/3).",
            valueName: "v")
        static let restDelta = ArgumentHelp(
            "framer-inertia: the rest distance in points, in [1e-6, 1e12] (default: 1 for the glide, 1/3 for the bounce spring).",
            valueName: "d")
        static let snap = ArgumentHelp(
            "framer-inertia: snap points (the glide rests on the one nearest its projection), each in [-1e12, 1e12]; a list or @FILE.",
            valueName: "x1,x2,…")
    }
}

extension SettleCommand {
    enum Help {
        static let json: ArgumentHelp =
            "Print a JSON object (keys exact, coreAnimation, compose, swiftUI, epsilon, …; seconds; null for never)."
    }
}

extension StudioCommand {
    enum Help {
        static let port = ArgumentHelp("TCP port, in [0, 65535]; 0 picks a free one.", valueName: "port")
        static let host = ArgumentHelp(
            "The address to bind; any but loopback (127.0.0.0/8, ::1) makes the studio reachable from other machines.", valueName: "address"
        )
        static let open: ArgumentHelp = "Open the page in the default browser."
        static let runner = ArgumentHelp(
            "in-process: commands run on the server's threads (network, follow, fit, sweep and --coupling still run spawned); spawn: one springsim process per request.",
            valueName: "in-process|spawn")
    }
}

extension SweepCommand {
    enum Help {
        static let grid = ArgumentHelp(
            "A CSV file whose header names spring flags and whose rows are the combinations (instead of spring flags).", valueName: "file")
        static let table = ArgumentHelp(
            "summary (one row per combination) or frames (every frame, parameters leading).", valueName: "summary|frames")
        static let linearMaxError = ArgumentHelp(
            "Largest error of the CSS linear() export counted in the summary, > 0, finite (output progress).", valueName: "e")
        static let metrics = ArgumentHelp(
            "Summary: add the motion-metric columns of `springsim metrics` (scale 100 px per value unit, oscillations visible beyond 0.5 px); about +30 % on the cost of a summary row."
        )
        static let jobs = ArgumentHelp(
            "Worker threads, 1…\(SweepCommand.maximumJobs) (default: the processors online). The output does not depend on it.", valueName: "n")
        static let shard = ArgumentHelp(
            "Write only shard K of N (1 ≤ K ≤ N ≤ \(SweepCommand.maximumShards)), or auto (Slurm job array, or JOB_COMPLETION_INDEX with --shards).",
            valueName: "K/N|auto")
        static let shards = ArgumentHelp(
            "The number of shards N (1…\(SweepCommand.maximumShards)) for --shard auto with JOB_COMPLETION_INDEX (Kubernetes Indexed Jobs).",
            valueName: "n")
        static let noHeader: ArgumentHelp = "Write no header row (default: a header on shard 1 only)."
    }
}

extension TableFormatOption {
    enum Help {
        static let format = ArgumentHelp(
            "Table format: csv (header row, tidy long form) or jsonl (one JSON object per row).", valueName: "csv|jsonl")
    }
}

extension WheelCommand {
    enum Help {
        static let sectorsFile = ArgumentHelp("Same as --data (the wheel's sectors file).", visibility: .hidden)
        static let prize = ArgumentHelp("The prize id to land on (a sector id of the wheel).", valueName: "id")
        static let turns = ArgumentHelp(
            "Extra full turns, 0…1000000 (seed: the seed's num, default 3; decay: beyond the first reach of the prize).", valueName: "n")
        static let mode = ArgumentHelp("Spin mode.", valueName: "seed|decay|decay-snap")
        static let rate = ArgumentHelp(
            "UIScrollView deceleration rate per millisecond, in (0, 1) (0.998 normal, 0.99 fast).", valueName: "r")
        static let drag = ArgumentHelp("Flutter FrictionSimulation drag per second, in (0, 1).", valueName: "d")
        static let friction = ArgumentHelp("Compose exponentialDecay friction multiplier (> 0, finite).", valueName: "f")
        static let deceleration = ArgumentHelp("Constant (Coulomb) deceleration in rad/s² (> 0, finite).", valueName: "a")
        static let seed = ArgumentHelp(
            "Rest at a reproducible random offset inside the sector (decay modes; 0…\(UInt64.max)).", valueName: "s")
        static let margin = ArgumentHelp(
            "With --seed: keep this fraction of the sector's half-width clear of each edge, in [0, 1).", valueName: "m")
        static let minDuration = ArgumentHelp(
            "Shortest acceptable rest time in seconds, in [0, 1e6] (decay modes without --turns).", valueName: "s")
        static let maxDuration = ArgumentHelp(
            "Longest acceptable rest time in seconds, in [--min-duration, 1e6] (decay modes without --turns).", valueName: "s")
        static let then = ArgumentHelp("Request a second spin to this prize (a sector id; at --at seconds).", valueName: "id")
        static let at = ArgumentHelp("When the second spin is requested, seconds in [0, 1e6].", valueName: "t")
        static let retarget: ArgumentHelp =
            "A second spin while one runs retargets with the current velocity (default: refused, as the seed)."
        static let ticks: ArgumentHelp = "Write the tick events instead of the frames."
        static let labels: ArgumentHelp = "Write the arc-label layout instead of the frames."
        static let allowGaps: ArgumentHelp = "Allow sectors that leave gaps."
    }
}
