/**
 * Scroll spy: the right-hand TOC marks the section being read, the last heading that has passed
 * just below the navbar (or the first, above it); on a Docusaurus site, as Docusaurus marks it. Recomputed at most once a frame while scrolling,
 * and after each instant navigation.
 */
const ACTIVE = 'toc__link--active';

interface Entry {
  link: HTMLAnchorElement;
  heading: HTMLElement;
}

let entries: Entry[] = [];
let frame = 0;

/** The line a heading must have passed to count as being read: the navbar's bottom, plus some room. */
function readingLine(): number {
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  return Math.max(0, navbar) + 24;
}

/** docsgen's choice: the last heading past the reading line (the first before any is), the last at the page's foot. */
function readHeading(): Entry | undefined {
  const line = readingLine();
  let current = entries[0];
  for (const entry of entries) {
    if (entry.heading.getBoundingClientRect().top <= line) current = entry;
    else break;
  }
  // At the very bottom, the last sections may never reach the line: the last one is being read.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = entries[entries.length - 1];
  return current;
}

/**
 * Docusaurus' choice, on a Docusaurus site (its TOC highlight): the first heading below the navbar
 * when it is in the window's top half, else the one before it (none before the first heading); the
 * last when every heading is above the navbar.
 */
function docusaurusHeading(): Entry | undefined {
  const navbar = document.querySelector('.navbar')?.clientHeight ?? 0;
  const next = entries.findIndex((entry) => entry.heading.getBoundingClientRect().top >= navbar);
  if (next === -1) return entries[entries.length - 1];
  const box = entries[next].heading.getBoundingClientRect();
  return box.top > 0 && box.bottom < window.innerHeight / 2 ? entries[next] : entries[next - 1];
}

function update(): void {
  frame = 0;
  if (!entries.length) return;
  const current = document.getElementById('__docusaurus') ? docusaurusHeading() : readHeading();
  for (const { link } of entries) {
    const on = link === current?.link;
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
