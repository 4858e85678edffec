import SceneFiles

/// The one-line error `SceneFile.decode` gives for `text` read as a `type` scene named `name`,
/// or "accepted" when it decodes.
func sceneFileError<T: Decodable>(_ type: T.Type, _ text: String, name: String) -> String {
    do {
        _ = try SceneFile.decode(type, from: text, name: name)
        return "accepted"
    } catch { return error.description }
}
