/// Named springs of every platform (the preset family of ``SpringParameters``). Each case documents the
/// platform value it mirrors; ``spring`` builds it.
public enum SpringPreset: String, CaseIterable, Sendable {
    /// `CASpringAnimation()` defaults: mass 1, stiffness 100, damping 10.
    case coreAnimation = "core-animation"
    /// SwiftUI `.smooth`: duration 0.5 s, bounce 0.
    case swiftUISmooth = "swiftui-smooth"
    /// SwiftUI `.snappy`: duration 0.5 s, bounce 0.15.
    case swiftUISnappy = "swiftui-snappy"
    /// SwiftUI `.bouncy`: duration 0.5 s, bounce 0.3.
    case swiftUIBouncy = "swiftui-bouncy"
    /// SwiftUI `Animation.spring()`: response 0.5 s, dampingFraction 0.825.
    case swiftUISpring = "swiftui-spring"
    /// SwiftUI `Animation.interactiveSpring()`: response 0.15 s, dampingFraction 0.86.
    case swiftUIInteractiveSpring = "swiftui-interactive-spring"
    /// Compose `spring()`: stiffness 1500, damping ratio 1.
    case compose = "compose"
    /// Android `SpringForce()`: stiffness 1500, damping ratio 0.5.
    case androidSpringForce = "android-spring-force"
    /// Flutter `SpringDescription.withDurationAndBounce()`: 500 ms, bounce 0.
    case flutter = "flutter"
    /// pop `POPSpringAnimation`: bounciness 4, speed 12.
    case pop = "pop"
    /// rebound `SpringConfig.defaultConfig`: Origami tension 40, friction 7.
    case rebound = "rebound"
    /// react-spring presets (tension, friction): default (170, 26), gentle (120, 14),
    /// wobbly (180, 12), stiff (210, 20), slow (280, 60), molasses (280, 120).
    case reactSpringDefault = "react-spring-default"
    case reactSpringGentle = "react-spring-gentle"
    case reactSpringWobbly = "react-spring-wobbly"
    case reactSpringStiff = "react-spring-stiff"
    case reactSpringSlow = "react-spring-slow"
    case reactSpringMolasses = "react-spring-molasses"
    /// Framer Motion's physical default: stiffness 100, damping 10, mass 1.
    case framerMotion = "framer-motion"

    /// The spring this preset names.
    public var spring: Spring {
        switch self {
        case .coreAnimation: return Spring(mass: 1, stiffness: 100, dampingCoefficient: 10)
        case .swiftUISmooth: return SwiftUISpring.smooth()
        case .swiftUISnappy: return SwiftUISpring.snappy()
        case .swiftUIBouncy: return SwiftUISpring.bouncy()
        case .swiftUISpring: return SwiftUISpring.animationDefault
        case .swiftUIInteractiveSpring: return SwiftUISpring.interactiveDefault
        case .compose: return ComposeSpring.composeDefault
        case .androidSpringForce: return ComposeSpring.springForceDefault
        case .flutter: return try! Spring(flutterDuration: 0.5, bounce: 0)
        case .pop: return OrigamiSpring.popDefault
        case .rebound: return OrigamiSpring.reboundDefault
        case .framerMotion: return FramerMotionSpring.framerDefault
        case .reactSpringDefault, .reactSpringGentle, .reactSpringWobbly, .reactSpringStiff, .reactSpringSlow, .reactSpringMolasses:
            let name = String(rawValue.dropFirst("react-spring-".count))
            let p = ReactSpring.presets.first { $0.name == name }!
            return Spring(mass: 1, stiffness: p.tension, dampingCoefficient: p.friction)
        }
    }
}
