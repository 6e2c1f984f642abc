import { storage } from './storage.ts';

/** Closing the bar remembers its id; a bar with a new id shows again. */
export function initAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('.announcement');
  const close = bar?.querySelector<HTMLButtonElement>('.announcement__close');
  if (!bar || !close) return;
  close.addEventListener('click', () => {
    storage.set('docsgen-announcement-dismiss', bar.dataset.announcementId ?? '');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  });
}
