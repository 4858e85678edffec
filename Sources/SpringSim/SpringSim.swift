// The umbrella module: `import SpringSim` brings in the whole library.
@_exported import NumericsCore
@_exported import Dynamics
@_exported import Curves
@_exported import Easing
@_exported import LinearAlgebra
@_exported import SpringNetworks
@_exported import Fitting
@_exported import Scenes
@_exported import FrameIO
