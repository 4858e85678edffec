import ArgumentParser

/// `springsim render plot|filmstrip`: pictures (SVG) without Python.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw SVG pictures: a value-vs-time plot of any springsim table, or a filmstrip / animated SVG of any scene.",
        discussion: """
            Examples:
              springsim --damping 0.15 | springsim render plot --y value,velocity
              springsim ease 'cubic-bezier(0.42, 0, 0.58, 1)' | springsim render plot
              springsim render filmstrip --frames 6 -- chart line --values 3,1,4
              springsim render filmstrip --animated --output wheel.svg -- wheel --prize 3
            """,
        subcommands: [RenderPlotCommand.self, RenderFilmstripCommand.self]
    )
}

/// `--title TEXT`: a title drawn above the picture, declared once for both renderers (a
/// filmstrip refuses it with `--animated`, whose frames are drawn one at a time).
struct PictureTitleOption: ParsableArguments {
    @Option(help: Help.title) var title: String?
}
