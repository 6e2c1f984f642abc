import { Fragment } from 'react';

export interface AnnouncementBarProps {
  id: string;
  /** Trusted HTML from site.config.ts. */
  content: string;
  isCloseable: boolean;
  backgroundColor?: string;
  textColor?: string;
  /** The close button's name for screen readers, in the site's language. */
  closeLabel?: string;
  /** The bar's classes ("announcement", and Docusaurus' name for it on a Docusaurus site). */
  className?: string;
  /** A Docusaurus site's bar is its `<div role="banner">`, which the site's CSS may style by that role. */
  docusaurus?: boolean;
}

/**
 * The dismissible bar, rendered on the server only. A bar the reader dismissed is hidden before first
 * paint by the head script (html[data-announcement-dismissed]); the close button (client:
 * announcement.ts) remembers the bar's id, so a bar with a new id shows again.
 */
export function AnnouncementBar({ id, content, isCloseable, backgroundColor, textColor, closeLabel = 'Close the announcement', className = 'announcement', docusaurus = false }: AnnouncementBarProps) {
  const style = { backgroundColor, color: textColor };
  const inner = (
    <Fragment>
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable ? (
        <button type="button" className="announcement__close" aria-label={closeLabel}>
          ×
        </button>
      ) : null}
    </Fragment>
  );
  return docusaurus ? (
    <div className={className} data-announcement-id={id} style={style} role="banner">
      {inner}
    </div>
  ) : (
    <section className={className} aria-label="Announcement" data-announcement-id={id} style={style}>
      {inner}
    </section>
  );
}
