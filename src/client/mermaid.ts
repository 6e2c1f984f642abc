/**
 * Mermaid diagrams (`pre.mermaid`, written by the build from ```mermaid fences when the site turns
 * markdown.mermaid on): drawn by the site's own mermaid build, loaded only on a page that has one
 * (its URL is in the site settings), in the page's colour mode, and drawn again when the reader
 * switches it. Without JavaScript, or if mermaid fails, the diagram's source stays readable.
 */
import { readPageSettings } from '../shared/site-settings.ts';

interface MermaidApi {
  initialize(config: { startOnLoad: boolean; theme: string; securityLevel: string }): void;
  run(options: { nodes: HTMLElement[] }): Promise<unknown>;
}

let mermaid: Promise<MermaidApi | undefined> | undefined;
let observing = false;

const settings = readPageSettings;

/** Draws the diagrams in `scope` not drawn yet (the first call loads mermaid). */
export async function drawDiagrams(scope: ParentNode = document): Promise<void> {
  const nodes = [...scope.querySelectorAll<HTMLElement>('pre.mermaid:not([data-drawn])')];
  if (nodes.length === 0) return;
  const url = settings()?.mermaid;
  if (!url) return;
  mermaid ??= import(/* @vite-ignore */ url).then(
    (module: { default: MermaidApi }) => module.default,
    () => undefined, // not loaded (offline): the sources stay as they are
  );
  const api = await mermaid;
  if (!api) return;
  for (const node of nodes) {
    node.dataset.source ??= node.textContent ?? '';
    node.dataset.drawn = 'true';
  }
  const themes = settings()?.mermaidThemes ?? { light: 'default', dark: 'dark' };
  api.initialize({ startOnLoad: false, theme: document.documentElement.getAttribute('data-theme') === 'dark' ? themes.dark : themes.light, securityLevel: 'strict' });
  await api.run({ nodes }).catch(() => undefined); // a diagram mermaid cannot read shows its own error
  if (!observing) {
    observing = true;
    new MutationObserver(redrawAll).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
}

/** The colour mode changed: every diagram is drawn again from its source, in the new theme. */
function redrawAll(): void {
  for (const node of document.querySelectorAll<HTMLElement>('pre.mermaid[data-drawn]')) {
    node.textContent = node.dataset.source ?? '';
    node.removeAttribute('data-processed');
    node.removeAttribute('data-drawn');
  }
  void drawDiagrams();
}
