/**
 * "Copy page as Markdown": fetches the page's Markdown copy (index.md beside it) and copies it.
 * The button ships hidden (it needs this script and the clipboard API); clicks are delegated, so the
 * button of a page swapped in by instant navigation works too once revealed.
 */
import { copiedWord } from './copy-code.ts';

const SELECTOR = '.copy-markdown[data-markdown-url]';

export function initCopyMarkdown(): void {
  if (!navigator.clipboard) return;
  revealCopyMarkdown();
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(SELECTOR);
    if (!button) return;
    const label = button.dataset.label ?? button.textContent ?? '';
    button.dataset.label = label;
    const text = fetch(button.dataset.markdownUrl!).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))));
    try {
      // A ClipboardItem takes the pending text, so Safari still sees the copy as part of the click.
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      button.textContent = copiedWord();
      button.dataset.state = 'copied';
    } catch {
      button.textContent = 'Copy failed';
      button.dataset.state = 'failed';
    }
    // (The state shows where the button is an icon, on a phone.)
    setTimeout(() => {
      button.textContent = label;
      delete button.dataset.state;
    }, 2000);
  });
}

/** Shows the buttons present in the document (call after navigation swaps content in). */
export function revealCopyMarkdown(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) button.hidden = false;
}
