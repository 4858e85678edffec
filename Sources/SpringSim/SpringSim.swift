@_exported import Curves
@_exported import Dynamics
@_exported import Easing
@_exported import Exports
@_exported import FrameIO
// The umbrella module: `import SpringSim` brings in the whole library.
@_exported import NumericsCore
@_exported import Render
@_exported import SceneFiles
@_exported import Scenes
