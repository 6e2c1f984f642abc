/**
 * A right-to-left site's own stylesheets, mirrored as Docusaurus mirrors them: its classic theme runs
 * every stylesheet but Infima's through rtlcss for a locale written right to left, so a custom.css
 * `margin-left` is a `margin-right` there, a `left: 0` a `right: 0`, and `/*rtl:ignore*\/` keeps a
 * rule as written. docsgen's own theme is written for both directions and is not mirrored.
 */
import { createRequire } from 'node:module';

interface Rtlcss {
  process(css: string): string;
}

let rtlcss: Rtlcss | undefined;

/** The stylesheet mirrored; as written when it does not parse (the browser drops what it cannot read, as before). */
export function mirroredCss(css: string): string {
  rtlcss ??= createRequire(import.meta.url)('rtlcss') as Rtlcss;
  try {
    return rtlcss.process(css);
  } catch {
    return css;
  }
}
