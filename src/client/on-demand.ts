/**
 * Parts of an API page that load when a reader opens them: deep schema levels and huge examples.
 * The page has a placeholder (`.on-demand[data-src="file#id"]`, a plain link without JavaScript);
 * once it is visible (on load, or when the `<details>` around it opens) it is replaced by the part
 * with that id in the fragment file, fetched once per page view.
 */
const files = new Map<string, Promise<Document>>();

function fragmentFile(url: string): Promise<Document> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${url}`))))
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    file.catch(() => files.delete(url)); // try again on the next opening
    files.set(url, file);
  }
  return file;
}

async function fill(placeholder: HTMLElement): Promise<void> {
  const src = placeholder.dataset.src ?? '';
  const hash = src.indexOf('#');
  if (hash === -1 || placeholder.dataset.loading) return;
  placeholder.dataset.loading = 'true';
  try {
    const part = (await fragmentFile(src.slice(0, hash))).getElementById(src.slice(hash + 1));
    if (!part || !placeholder.isConnected) return;
    const parent = placeholder.parentElement;
    placeholder.replaceWith(...Array.from(part.childNodes, (node) => document.importNode(node, true)));
    // A part can hold placeholders of its own that are already in view (the items of a list).
    if (parent) fillVisible(parent);
  } catch {
    /* the link in the placeholder still leads to the part */
  } finally {
    delete placeholder.dataset.loading;
  }
}

/** Fills the placeholders under `root` that a reader can see (none of their `<details>` is closed). */
export function fillVisible(root: ParentNode): void {
  for (const placeholder of root.querySelectorAll<HTMLElement>('.on-demand[data-src]')) {
    if (!placeholder.parentElement?.closest('details:not([open])')) void fill(placeholder);
  }
}

export function initOnDemand(): void {
  // `toggle` does not bubble: one capturing listener serves every page the router swaps in.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open) fillVisible(details);
    },
    true,
  );
  fillVisible(document);
}
