/**
 * react-dom's APIs React 19 removed, for the libraries a Docusaurus 2 site (React 17) brings along:
 * react-transition-group 4 calls `findDOMNode(this)` when a transition starts, a toast or modal
 * library mounts with `render`. Without them a click crashes the page; with them the library works
 * as it did. Added only where react-dom lacks them.
 */
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

/** The parts of React's fiber that lead from a class instance to the DOM it renders. */
interface Fiber {
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

const isDomNode = (value: unknown): value is Element | Text => value instanceof Element || value instanceof Text;

/** The first DOM node under a fiber, depth first, as findDOMNode found it. */
function firstHostNode(fiber: Fiber): Element | Text | null {
  for (let child = fiber.child; child; child = child.sibling) {
    if (isDomNode(child.stateNode)) return child.stateNode;
    const found = firstHostNode(child);
    if (found) return found;
  }
  return null;
}

/** A class component's (or a node's own) DOM node: what React 17's findDOMNode returned. */
export function findDOMNode(instance: unknown): Element | Text | null {
  if (instance == null) return null;
  if (isDomNode(instance)) return instance;
  const fiber = (instance as { _reactInternals?: Fiber })._reactInternals;
  return fiber ? firstHostNode(fiber) : null;
}

const legacyRoots = new WeakMap<Element | DocumentFragment, Root>();

/** React 17's `render(element, container, callback)`: synchronous, one root per container. */
export function render(element: ReactNode, container: Element | DocumentFragment, callback?: () => void): null {
  let root = legacyRoots.get(container);
  if (!root) legacyRoots.set(container, (root = createRoot(container)));
  flushSync(() => root.render(element));
  callback?.();
  return null;
}

/** React 17's `hydrate(element, container, callback)`. */
export function hydrate(element: ReactNode, container: Element | Document, callback?: () => void): null {
  const root = hydrateRoot(container, element);
  if (container instanceof Element) legacyRoots.set(container, root);
  callback?.();
  return null;
}

/** React 17's `unmountComponentAtNode(container)`: whether there was something to unmount. */
export function unmountComponentAtNode(container: Element | DocumentFragment): boolean {
  const root = legacyRoots.get(container);
  if (!root) return false;
  root.unmount();
  legacyRoots.delete(container);
  return true;
}

/** react-dom with the removed APIs where it lacks them (a new object: the module namespace is sealed). */
export function withLegacyApis(reactDom: object): object {
  const legacy = { findDOMNode, render, hydrate, unmountComponentAtNode };
  const missing = Object.fromEntries(Object.entries(legacy).filter(([name]) => typeof (reactDom as Record<string, unknown>)[name] !== 'function'));
  return Object.keys(missing).length ? { ...reactDom, ...missing, default: { ...((reactDom as { default?: object }).default ?? reactDom), ...missing } } : reactDom;
}
