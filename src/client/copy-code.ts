/** Copy buttons on code blocks copy the code's text, line by line. Delegated on the document. */
export function initCopyButtons(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.code-block__copy');
    if (!button) return;
    const lines = button.parentElement?.querySelectorAll('.code-line') ?? [];
    const text = Array.from(lines, (l) => (l.textContent === '\n' ? '' : l.textContent)).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
      button.classList.add('code-block__copy--done');
    } catch {
      button.textContent = 'Press Ctrl+C';
    }
    setTimeout(() => {
      button.textContent = 'Copy';
      button.classList.remove('code-block__copy--done');
    }, 2000);
  });
}
