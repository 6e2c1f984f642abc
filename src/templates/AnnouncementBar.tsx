import type { SiteView } from './model.ts';

/** The dismissible bar at the top. Its content is trusted HTML from site.config.ts. */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteView['announcementBar']> }) {
  return (
    <div
      className="announcement"
      role="banner"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement__close" aria-label="Close the announcement">
          ×
        </button>
      ) : null}
    </div>
  );
}
