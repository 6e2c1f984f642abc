/**
 * A right-to-left site's own stylesheets, mirrored as Docusaurus mirrors them: its classic theme runs
 * every stylesheet but Infima's through rtlcss for a locale written right to left, so a custom.css
 * `margin-left` is a `margin-right` there, a `left: 0` a `right: 0`, and `/*rtl:ignore*\/` keeps a
 * rule as written. docsgen's own theme is written for both directions and is not mirrored.
 */

/** The stylesheet mirrored; as written when it does not parse (the browser drops what it cannot read, as before). */
export async function mirroredCss(css: string): Promise<string> {
  // Loaded on first use: only a right-to-left site's build needs it.
  const { default: rtlcss } = await import('rtlcss');
  try {
    return rtlcss.process(css);
  } catch {
    return css;
  }
}
