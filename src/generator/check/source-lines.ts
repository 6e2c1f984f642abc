/**
 * Finds the line where a URL is written in a source file (site.config.ts for navbar, footer, sidebar
 * and redirect links; a spec for API descriptions) by searching for its value, quoted first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lineOfOffset } from '../diagnostics.ts';

export class SourceLines {
  private readonly texts = new Map<string, string | undefined>();
  constructor(
    private readonly rootDir: string,
    private readonly baseUrl: string,
  ) {}

  /** 1-based line of the first place `value` is written in `file` (relative to the site root), if any. */
  lineOf(file: string, value: string): number | undefined {
    const text = this.text(file);
    if (text === undefined || !value) return undefined;
    const prefix = this.baseUrl.replace(/\/$/, '');
    // Config links are written without the base URL; the HTML has it.
    const forms = prefix && value.startsWith(`${prefix}/`) ? [value, value.slice(prefix.length)] : [value];
    for (const form of forms) {
      for (const quoted of [`'${form}'`, `"${form}"`, `\`${form}\``, `(${form})`, `(<${form}>)`]) {
        const at = text.indexOf(quoted);
        if (at >= 0) return lineOfOffset(text, at);
      }
    }
    // Inside a longer string (HTML in the announcement bar, a Markdown description): only values long enough to mean something.
    for (const form of forms) {
      const at = form.length >= 4 ? text.indexOf(form) : -1;
      if (at >= 0) return lineOfOffset(text, at);
    }
    return undefined;
  }

  private text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        text = fs.readFileSync(path.join(this.rootDir, file), 'utf8');
      } catch {
        text = undefined;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }
}
