/**
 * Scroll spy: the right-hand TOC marks the section being read, the last heading that has passed
 * just below the navbar (or the first, above it). Recomputed at most once a frame while scrolling,
 * and after each instant navigation.
 */
const ACTIVE = 'toc__link--active';

let entries: Array<{ link: HTMLAnchorElement; heading: HTMLElement }> = [];
let frame = 0;

/** The line a heading must have passed to count as being read: the navbar's bottom, plus some room. */
function readingLine(): number {
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  return Math.max(0, navbar) + 24;
}

function update(): void {
  frame = 0;
  if (!entries.length) return;
  const line = readingLine();
  let current = entries[0];
  for (const entry of entries) {
    if (entry.heading.getBoundingClientRect().top <= line) current = entry;
    else break;
  }
  // At the very bottom, the last sections may never reach the line: the last one is being read.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = entries[entries.length - 1];
  for (const { link } of entries) {
    const on = link === current.link;
    link.classList.toggle(ACTIVE, on);
    // Docusaurus' name for it too, which a site's CSS may style.
    link.classList.toggle('table-of-contents__link--active', on);
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

/** Finds this page's TOC links and their headings (on load and after each navigation). */
export function refreshToc(): void {
  entries = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.toc .toc__link[href^="#"]')) {
    let id = link.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      /* a malformed escape names itself */
    }
    const heading = document.getElementById(id);
    if (heading) entries.push({ link, heading });
  }
  update();
}

export function initToc(): void {
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  window.addEventListener('resize', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  refreshToc();
}
