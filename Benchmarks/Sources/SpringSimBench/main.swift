// springsim-bench — SpringSim timed the way the peer baselines are, one RESULT line per task
// (see README.md). Optional arguments select task groups by name: closedform, grid, csv, ode, easing,
// arclen, queries, networks, fitting, sweep.
let groups: [(name: String, run: () -> Void)] = [
    ("closedform", { runClosedForm(); runClosedFormTextbook(); runClosedFormGrid() }),
    ("grid", runUniformGrid),
    ("csv", runCSVTable),
    ("ode", runODE),
    ("easing", runEasing),
    ("arclen", runArcLength),
    ("queries", runCurveQueries),
    ("networks", runNetworks),
    ("fitting", runFitting),
    ("sweep", runSweep),
]
// Not in the default run: the interleaved A/B of the network frame loop (README).
if CommandLine.arguments.dropFirst().contains("frames-ab") { runNetworkFramesAB() }
let selected = Array(CommandLine.arguments.dropFirst())
for g in groups where selected.isEmpty || selected.contains(g.name) {
    g.run()
}
