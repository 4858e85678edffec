import FixtureSupport
import Foundation
import SpringNetworks

/// The networks and 50-digit reference states written by `Scripts/reference_networks.py`.
enum Fixtures {
    struct Case {
        let name: String
        let description: String
        let network: SpringNetwork
        let times: [Double]
    }

    struct State {
        let t: Double
        let node: Int
        let x, v: Double
    }

    static let cases: [Case] = {
        guard let url = Bundle.module.url(forResource: "networks", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { fatalError("missing fixture networks.json") }
        return list.map { c in
            let net = c["network"] as! [String: Any]
            func doubles(_ key: String) -> [Double] { (net[key] as! [NSNumber]).map(\.doubleValue) }
            let springs = (net["springs"] as! [[String: Any]]).map { s -> SpringNetwork.Connection in
                let from = (s["from"] as! NSNumber).intValue
                let end: SpringNetwork.Connection.End =
                    if let a = s["anchor"] as? NSNumber { .anchor(a.doubleValue) } else { .node((s["to"] as! NSNumber).intValue) }
                return SpringNetwork.Connection(
                    from: from, to: end, stiffness: (s["stiffness"] as! NSNumber).doubleValue,
                    dampingCoefficient: (s["damping"] as? NSNumber)?.doubleValue ?? 0)
            }
            let network = try! SpringNetwork(
                masses: doubles("masses"), springs: springs, groundDamping: doubles("ground_damping"), initialPositions: doubles("x0"),
                initialVelocities: doubles("v0"))
            return Case(
                name: c["name"] as! String, description: c["description"] as! String, network: network,
                times: (c["times"] as! [NSNumber]).map(\.doubleValue))
        }
    }()

    static let states: [String: [State]] = {
        var out: [String: [State]] = [:]
        for r in CSVFixture.rows("network_states", in: .module) {
            out[r["case"]!, default: []].append(
                State(t: Double(r["t"]!)!, node: Int(r["node"]!)!, x: Double(r["x"]!)!, v: Double(r["v"]!)!))
        }
        return out
    }()
}
