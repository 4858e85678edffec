@_exported import Curves
@_exported import Dynamics
@_exported import Easing
@_exported import Fitting
@_exported import FrameIO
@_exported import LinearAlgebra
// The umbrella module: `import SpringSim` brings in the whole library.
@_exported import NumericsCore
@_exported import Scenes
@_exported import SpringNetworks
