import { useEffect, useState } from 'react';

export interface AnnouncementBarProps {
  id: string;
  /** Trusted HTML from site.config.ts. */
  content: string;
  isCloseable: boolean;
  backgroundColor?: string;
  textColor?: string;
}

export const ANNOUNCEMENT_STORAGE_KEY = 'docsgen-announcement-dismiss';

/**
 * The dismissible bar. A bar the reader dismissed is hidden before first paint by the head script
 * (html[data-announcement-dismissed]); the close button remembers the bar's id, so a bar with a new id
 * shows again.
 */
export function AnnouncementBar({ id, content, isCloseable, backgroundColor, textColor }: AnnouncementBarProps) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      if (localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) === id) setDismissed(true);
    } catch {
      /* storage unavailable */
    }
  }, [id]);
  if (dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement-id={id} style={{ backgroundColor, color: textColor }}>
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable ? (
        <button
          type="button"
          className="announcement__close"
          aria-label="Close the announcement"
          onClick={() => {
            try {
              localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id);
            } catch {
              /* storage unavailable: dismissed for this page only */
            }
            document.documentElement.setAttribute('data-announcement-dismissed', 'true');
            setDismissed(true);
          }}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
