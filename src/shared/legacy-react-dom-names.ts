/** react-dom's APIs React 19 removed that docsgen's client adds back (client/runtime/legacy-react-dom.ts). */
export const LEGACY_REACT_DOM_NAMES = ['findDOMNode', 'render', 'hydrate', 'unmountComponentAtNode'] as const;
