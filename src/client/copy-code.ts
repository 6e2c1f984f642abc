import { readPageSettings } from '../shared/site-settings.ts';

/** What a button says once it copied: the site's word (from its settings) or English. */
export function copiedWord(): string {
  return readPageSettings()?.copied ?? 'Copied';
}

/** Copy buttons on code blocks copy the code's text, line by line. Delegated on the document. */
export function initCopyButtons(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.code-block__copy');
    if (!button) return;
    const lines = button.parentElement?.querySelectorAll('.code-line') ?? [];
    // The button's own word comes back after: the page has it in the site's language.
    const word = button.dataset.word ?? (button.dataset.word = button.textContent ?? 'Copy');
    const text = Array.from(lines, (l) => (l.textContent === '\n' ? '' : l.textContent)).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = copiedWord();
      button.classList.add('code-block__copy--done');
    } catch {
      button.textContent = 'Press Ctrl+C';
    }
    setTimeout(() => {
      button.textContent = word;
      button.classList.remove('code-block__copy--done');
    }, 2000);
  });
}
