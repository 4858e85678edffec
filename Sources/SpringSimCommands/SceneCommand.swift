import SpringSim

/// A subcommand that produces a scene (a chart, the refresh indicator, the wheel): its `run()`
/// writes the frame table, and `springsim render filmstrip -- <command…>` draws the same scene.
protocol SceneCommand {
    /// Builds the scene from the parsed and validated options.
    func makeScene() throws -> any DrawableScene
}
