/** "Copy page as Markdown": fetches the page's Markdown copy (index.md beside it) and copies it. */
export function initCopyMarkdown(): void {
  const button = document.querySelector<HTMLButtonElement>('.copy-markdown[data-markdown-url]');
  if (!button || !navigator.clipboard) return;
  const label = button.textContent;
  button.hidden = false;
  button.addEventListener('click', async () => {
    const text = fetch(button.dataset.markdownUrl!).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))));
    try {
      // A ClipboardItem takes the pending text, so Safari still sees the copy as part of the click.
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Copy failed';
    }
    setTimeout(() => (button.textContent = label), 2000);
  });
}
