/**
 * Duplicate keys in a JSON spec: JSON.parse keeps the last one silently, so an operation written
 * twice under one path loses the first (the YAML form of the same spec is an error). One linear
 * pass over the text, keeping the keys of each open object.
 */
import type { Diagnostic } from '../diagnostics.ts';

/** A warning for each key that appears twice in one object of the JSON text, at its second line. */
export function duplicateJsonKeys(text: string, source: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  // The keys of each open object; null for an array.
  const open: Array<Set<string> | null> = [];
  let line = 1;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 123 /* { */) {
      open.push(new Set());
      expectKey = true;
    } else if (c === 91 /* [ */) {
      open.push(null);
      expectKey = false;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      open.pop();
      expectKey = false;
    } else if (c === 44 /* , */) expectKey = open.at(-1) instanceof Set;
    else if (c === 34 /* " */) {
      let end = i + 1;
      while (end < text.length && text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
      const keys = open.at(-1);
      if (expectKey && keys) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          return found;
        }
        if (keys.has(key)) {
          found.push({ file: source, line, message: `the key "${key}" appears twice in one object: JSON keeps only the last, so the first is dropped`, hint: 'merge the two entries into one (e.g. both operations under one path)' });
        } else keys.add(key);
        expectKey = false;
      }
      i = end;
    }
  }
  return found;
}
