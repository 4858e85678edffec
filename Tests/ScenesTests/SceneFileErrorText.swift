import Foundation
import SceneFiles
import Scenes

/// The one-line error `SceneFile.decode` gives for `text` read as a `type` scene named `name`,
/// or "accepted" when it decodes.
func sceneFileError<T: Decodable>(_ type: T.Type, _ text: String, name: String) -> String {
    do {
        _ = try SceneFile.decode(type, from: text, name: name)
        return "accepted"
    } catch { return error.description }
}

/// The pie-chart scene file `name` of the package's `data/scenes` folder, decoded.
func examplePieChartFile(_ name: String) throws -> PieChartFile {
    try SceneFile.decode(PieChartFile.self, fromFile: scenesDataFolder.appendingPathComponent(name).path)
}
