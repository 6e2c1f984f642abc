/**
 * The announcement bar's close button (markup: templates/AnnouncementBar.tsx): hides the bar and
 * remembers its id, so the head script hides it before first paint on later pages, and a bar with a
 * new id shows again.
 */
import { ANNOUNCEMENT_STORAGE_KEY, storageKey } from '../shared/site-settings.ts';

export function initAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const bar = (event.target as Element | null)?.closest?.('.announcement__close')?.closest<HTMLElement>('.announcement');
    if (!bar) return;
    try {
      localStorage.setItem(storageKey(ANNOUNCEMENT_STORAGE_KEY), bar.dataset.announcementId ?? '');
    } catch {
      /* storage unavailable: dismissed for this page only */
    }
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  });
}
