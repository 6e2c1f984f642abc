/** The language dates are written in: English as the United States writes it ("Nov 26, 2026", as Docusaurus), else the site's own. */
export function dateLocaleOf(code: string): string {
  if (/^en\b/i.test(code)) return 'en-US';
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([code]).length ? code : 'en-US';
  } catch {
    return 'en-US';
  }
}
