// The spring families the editor offers: each is the set of `springsim` spring flags that
// mirrors one platform's API (see `springsim --help`), with that API's default values.

export const families = [
  { id: 'uikit', label: 'UIKit — damping, duration', fields: [['damping', 0.15, 'usingSpringWithDamping ζ'], ['duration', 1, 'withDuration (s)']] },
  { id: 'swiftui-response', label: 'SwiftUI — response, dampingFraction', fields: [['response', 0.5, 'response (s)'], ['damping', 0.825, 'dampingFraction ζ']] },
  { id: 'swiftui-duration', label: 'SwiftUI — duration, bounce', fields: [['duration', 0.5, 'duration (s)'], ['bounce', 0.3, 'bounce']] },
  { id: 'core-animation', label: 'Core Animation — mass, stiffness, damping', fields: [['mass', 1, 'mass'], ['stiffness', 100, 'stiffness'], ['damping-coefficient', 10, 'damping']] },
  { id: 'compose', label: 'Jetpack Compose — dampingRatio, stiffness', fields: [['damping', 0.5, 'dampingRatio ζ'], ['stiffness', 1500, 'stiffness']] },
  { id: 'pop', label: 'pop / rebound — bounciness, speed', fields: [['bounciness', 8, 'bounciness'], ['speed', 12, 'speed']] },
  { id: 'react-spring', label: 'react-spring — tension, friction, mass', fields: [['tension', 170, 'tension'], ['friction', 26, 'friction'], ['mass', 1, 'mass']] },
  { id: 'origami', label: 'Origami — tension, friction', fields: [['tension', 40, 'tension (Origami)'], ['friction', 7, 'friction (Origami)']], flags: ['origami'] },
  { id: 'framer', label: 'Framer Motion — stiffness, damping, mass', fields: [['stiffness', 100, 'stiffness'], ['damping-coefficient', 10, 'damping'], ['mass', 1, 'mass']] },
  { id: 'flutter', label: 'Flutter SpringDescription — mass, stiffness, damping', fields: [['mass', 1, 'mass'], ['stiffness', 100, 'stiffness'], ['damping-coefficient', 10, 'damping']] },
];

export const presets = [
  'core-animation', 'swiftui-smooth', 'swiftui-snappy', 'swiftui-bouncy', 'swiftui-spring', 'swiftui-interactive-spring', 'compose',
  'android-spring-force', 'flutter', 'pop', 'rebound', 'react-spring-default', 'react-spring-gentle', 'react-spring-wobbly',
  'react-spring-stiff', 'react-spring-slow', 'react-spring-molasses', 'framer-motion',
];

export function family(id) {
  return families.find((f) => f.id === id) || families[0];
}

/** The editor state → springsim's spring flags, as [name, value|true] pairs in order. */
export function springPairs(state) {
  const pairs = [];
  if (state.preset) {
    pairs.push(['preset', state.preset]);
  } else {
    const f = family(state.family);
    for (const [name] of f.fields) pairs.push([name, state.values[name]]);
    for (const flag of f.flags || []) pairs.push([flag, true]);
  }
  if (Number(state.velocity) !== 0) pairs.push(['velocity', state.velocity]);
  return pairs;
}

/** The state from a URL query (family, preset, the family's fields, velocity). */
export function stateFromQuery(search) {
  const params = new URLSearchParams(search);
  const f = family(params.get('family') || 'uikit');
  const values = {};
  for (const [name, fallback] of f.fields) values[name] = params.get(name) ?? String(fallback);
  return {
    family: f.id,
    preset: presets.includes(params.get('preset')) ? params.get('preset') : '',
    values,
    velocity: params.get('velocity') ?? (params.has('family') ? '0' : '1.4'),
  };
}

/** The URL query for a state (the page's shareable link). */
export function queryFromState(state) {
  const params = new URLSearchParams();
  params.set('family', state.family);
  if (state.preset) params.set('preset', state.preset);
  else for (const [name] of family(state.family).fields) params.set(name, state.values[name]);
  params.set('velocity', state.velocity);
  return '?' + params.toString();
}
