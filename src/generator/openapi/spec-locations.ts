/** Maps a JSON pointer in a spec file to its line, so spec errors can say `file:line`. */
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node } from 'yaml';

/** Finds the line of `pointer` (e.g. "/paths/~1jobs/get") in YAML or JSON text, else undefined. */
export function lineOfPointer(text: string, pointer: string): number | undefined {
  const { counter, doc } = parsed(text);
  const parts = pointer
    .replace(/^#/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc.contents;
  let line: number | undefined = 1;
  for (const part of parts) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === part);
      if (!pair) break;
      if (isScalar(pair.key) && pair.key.range) line = counter.linePos(pair.key.range[0]).line;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(part)] as Node | undefined;
      if (!item) break;
      if (item.range) line = counter.linePos(item.range[0]).line;
      node = item;
    } else break;
  }
  return line;
}

/** The last text parsed: a spec's problems are located one after another, each would parse it again. */
let last: { text: string; counter: LineCounter; doc: ReturnType<typeof parseDocument> } | undefined;

function parsed(text: string): { counter: LineCounter; doc: ReturnType<typeof parseDocument> } {
  if (last?.text !== text) {
    const counter = new LineCounter();
    last = { text, counter, doc: parseDocument(text, { lineCounter: counter, keepSourceTokens: false }) };
  }
  return last;
}

/** Line of the first `$ref` to `target` in the text (for "missing $ref" errors). */
export function lineOfRef(text: string, target: string): number | undefined {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.includes('$ref') && l.includes(target));
  return i === -1 ? undefined : i + 1;
}
