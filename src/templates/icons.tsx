/** Inline SVG icons (no icon font, no extra request). */
const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const MenuIcon = () => (
  <svg {...svg} className="icon">
    <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...svg} className="icon">
    <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
  </svg>
);
export const SunIcon = () => (
  <svg {...svg} className="icon icon--sun">
    <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zm13 13 1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM3.5 19.1l2.1-2.1 1.4 1.4-2.1 2.1zm13-13 2.1-2.1 1.4 1.4-2.1 2.1z" />
  </svg>
);
export const MoonIcon = () => (
  <svg {...svg} className="icon icon--moon">
    <path fill="currentColor" d="M9.4 2.3a9.5 9.5 0 1 0 12.3 12.3A8 8 0 0 1 9.4 2.3z" />
  </svg>
);
/** Half light, half dark: the colour mode follows the system's. */
export const SystemModeIcon = () => (
  <svg {...svg} className="icon icon--system">
    <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2v16a8 8 0 0 1 0-16z" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...svg} className="icon">
    <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
  </svg>
);
/** GitHub's mark as docsgen draws it (the navbar's GitHub link, an author's GitHub link). */
export const GITHUB_MARK = 'M12 1.5a10.5 10.5 0 0 0-3.3 20.5c.5.1.7-.2.7-.5v-1.8c-2.9.6-3.5-1.4-3.5-1.4-.5-1.2-1.2-1.5-1.2-1.5-.9-.7.1-.6.1-.6 1 .1 1.6 1.1 1.6 1.1.9 1.6 2.5 1.1 3 .8.1-.7.4-1.1.7-1.4-2.3-.3-4.8-1.2-4.8-5.2 0-1.1.4-2.1 1.1-2.8-.1-.3-.5-1.4.1-2.8 0 0 .9-.3 2.9 1.1a10 10 0 0 1 5.2 0c2-1.4 2.9-1.1 2.9-1.1.6 1.4.2 2.5.1 2.8.7.7 1.1 1.7 1.1 2.8 0 4-2.5 4.9-4.8 5.2.4.3.7 1 .7 2v2.9c0 .3.2.6.7.5A10.5 10.5 0 0 0 12 1.5z';
export const GitHubIcon = () => (
  <svg {...svg} className="icon">
    <path fill="currentColor" d={GITHUB_MARK} />
  </svg>
);
export const ExternalIcon = () => (
  <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden={true} className="icon icon--external">
    <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
  </svg>
);
/** The "Edit this page" link's pencil on a Docusaurus site, as its theme draws one (docsgen's own sites write ✎). */
export const EditIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden={true} className="icon icon--edit">
    <path fill="currentColor" d="M3.5 16.8V20.5h3.7L17.6 10.1l-3.7-3.7zM20.2 7.5a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.6 1.6 3.7 3.7z" />
  </svg>
);
/** The locales' dropdown: a globe (its outline, the equator and one meridian). */
export const GlobeIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden={true} className="icon icon--globe" fill="none" stroke="currentColor" strokeWidth={1.8}>
    <circle cx={12} cy={12} r={9} />
    <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z" />
  </svg>
);
export const HomeIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden={true} className="icon icon--home">
    <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
  </svg>
);
