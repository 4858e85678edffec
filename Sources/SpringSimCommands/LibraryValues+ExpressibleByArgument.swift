import ArgumentParser
import SpringNetworks
import SpringSim

// The library's named values that options take as their raw values (each enum's cases are the
// words the command line accepts and its help lists), declared in one place.

extension CurveChartTable: ExpressibleByArgument {}
extension LineChartAnimation: ExpressibleByArgument {}
extension LineChartTable: ExpressibleByArgument {}
extension LineChartSpringOrigin: ExpressibleByArgument {}
extension ChartCurveStyle: ExpressibleByArgument {}
extension EasingExport: ExpressibleByArgument {}
extension ExportFormat: ExpressibleByArgument {}
extension LottieDocument.Property: ExpressibleByArgument {}
extension FixedStepMethod: ExpressibleByArgument {}
extension IntegrationStepping.Platform: ExpressibleByArgument {}
extension KeyframesRequest.Mode: ExpressibleByArgument {}
extension ChainAnchoring: ExpressibleByArgument {}
extension ScrollRequest.Physics: ExpressibleByArgument {}
extension WheelSpinMode: ExpressibleByArgument {}
