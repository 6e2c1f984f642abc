/** The default favicon (the navbar's diamond mark), used when the config names none. */
export const DEFAULT_FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4b3fd6"/><path d="M16 5 27 16 16 27 5 16z" fill="#fff"/><path d="M16 10.5 21.5 16 16 21.5 10.5 16z" fill="#4b3fd6"/></svg>\n`;
