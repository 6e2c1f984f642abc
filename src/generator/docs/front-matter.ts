/** Split and validate a doc's YAML front matter, with line numbers for every problem. */
import { LineCounter, parseDocument, isMap, isScalar, type Document } from 'yaml';
import jsYaml from 'js-yaml';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.ts';

const stringList = z.array(z.string());

/** The front matter keys docsgen understands (Docusaurus' names). */
export const frontMatterSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be letters, digits, ".", "_" or "-"').optional(),
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  slug: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  displayed_sidebar: z.string().nullable().optional(),
  keywords: stringList.optional(),
  tags: stringList.optional(),
  image: z.string().regex(/^(https?:\/\/|\/)/, 'must be an absolute http(s) URL or a site path starting with "/"').optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  draft: z.boolean().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
const knownKeys = new Set(Object.keys(frontMatterSchema.shape));

/** Result of splitting a Markdown file into front matter and body. */
export interface SplitSource {
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyStartLine: number;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*$/m;

/** Splits `---` front matter from the body and validates it against frontMatterSchema. */
export function parseFrontMatter(source: string, file: string): SplitSource {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const open = OPEN.exec(source);
  if (!open) return { frontMatter: {}, body: source, bodyStartLine: 1, errors, warnings };
  const rest = source.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) {
    errors.push({ file, line: 1, message: 'the front matter opened with "---" is never closed', hint: 'add a line with only "---" after the last front matter key' });
    return { frontMatter: {}, body: source, bodyStartLine: 1, errors, warnings };
  }
  const yamlText = rest.slice(0, close.index);
  const afterClose = rest.slice(close.index + close[0].length).replace(/^\r?\n/, '');
  const bodyStartLine = 1 + countLines(source.slice(0, source.length - afterClose.length));
  const quick = quickYaml(yamlText);
  // The `yaml` package's document gives the messages and the lines of keys: parsed only when
  // something is wrong.
  let full: { doc: Document; lineCounter: LineCounter } | undefined;
  const parseFully = () => (full ??= parseWithLines(yamlText));
  let data: unknown;
  if (quick.ok) data = quick.value;
  else {
    const { doc, lineCounter } = parseFully();
    if (doc.errors.length > 0) {
      for (const err of doc.errors) {
        // The parser notices an unclosed value where it ends; report the line where the value starts.
        const pos = lineCounter.linePos(startOfLine(yamlText, err.pos[0]));
        errors.push({
          file,
          line: pos.line + 1,
          message: `invalid YAML in front matter: ${err.message.split('\n')[0]}`,
          hint: 'quote values that contain ":" or "#", and indent lists consistently',
        });
      }
      return { frontMatter: {}, body: afterClose, bodyStartLine, errors, warnings };
    }
    try {
      // The `yaml` package refuses to expand aliases past a count (a few lines can expand to billions of values).
      data = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      const alias = /(?:^|[\s[{,:-])\*[^\s,\]}]+/m.exec(yamlText);
      const excessive = /alias/i.test((error as Error).message);
      errors.push({
        file,
        line: alias ? 1 + countLines(yamlText.slice(0, alias.index + 1)) + 1 : 2,
        message: excessive ? 'the front matter\'s YAML aliases (*name) expand to too many values (an "alias bomb")' : `invalid YAML in front matter: ${(error as Error).message.split('\n')[0]}`,
        hint: excessive ? 'write the values out instead of aliases of aliases' : 'quote values that contain ":" or "#", and indent lists consistently',
      });
      return { frontMatter: {}, body: afterClose, bodyStartLine, errors, warnings };
    }
  }
  data ??= {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    errors.push({ file, line: 2, message: 'front matter must be a YAML mapping of keys to values', hint: 'write it as "key: value" lines' });
    return { frontMatter: {}, body: afterClose, bodyStartLine, errors, warnings };
  }
  const lineOfKey = (key: string): number => {
    const { doc, lineCounter } = parseFully();
    return keyLine(doc, lineCounter, key);
  };
  for (const key of Object.keys(data)) {
    if (!knownKeys.has(key)) {
      warnings.push({ file, line: lineOfKey(key), message: `unknown front matter key "${key}" is ignored`, hint: `use one of: ${[...knownKeys].join(', ')}` });
    }
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors.push({
        file,
        line: lineOfKey(key),
        message: `front matter "${issue.path.join('.')}" ${issue.message.replace(/^Invalid input: /, '')}`,
        hint: `give "${key}" a value of the right type`,
      });
    }
    return { frontMatter: {}, body: afterClose, bodyStartLine, errors, warnings };
  }
  return { frontMatter: result.data, body: afterClose, bodyStartLine, errors, warnings };
}

/**
 * YAML 1.2's core schema for js-yaml, with the `yaml` package's patterns for numbers: js-yaml's own
 * also reads `0b101` and `-0x1F` as integers and `+.5` as a string.
 */
// js-yaml exports its built-in types; @types/js-yaml does not declare them.
const { types: jsYamlTypes } = jsYaml as unknown as { types: Record<'null' | 'bool', jsYaml.Type> };
const CORE_SCHEMA = jsYaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    jsYamlTypes.null,
    jsYamlTypes.bool,
    new jsYaml.Type('tag:yaml.org,2002:int', {
      kind: 'scalar',
      resolve: (data: string | null) => data !== null && /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/.test(data),
      construct: (data: string) => (data.startsWith('0o') ? parseInt(data.slice(2), 8) : data.startsWith('0x') ? parseInt(data.slice(2), 16) : parseInt(data, 10)),
    }),
    new jsYaml.Type('tag:yaml.org,2002:float', {
      kind: 'scalar',
      resolve: (data: string | null) =>
        data !== null && (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(data) || /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(data)),
      construct: (data: string) => (/nan$/i.test(data) ? NaN : /inf$/i.test(data) ? (data.startsWith('-') ? -Infinity : Infinity) : parseFloat(data)),
    }),
  ],
});

/**
 * Front matter read with js-yaml, five times faster than the `yaml` package's documents (a fifth of
 * loading 1,500 docs). Only for well-formed YAML: on any error, the caller parses it fully, for the
 * `yaml` package's messages and lines. The fast-paths test checks both give the same values.
 */
export function quickYaml(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: jsYaml.load(text, { schema: CORE_SCHEMA }) };
  } catch {
    return { ok: false };
  }
}

function parseWithLines(text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
}

function countLines(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** File line of a top-level key (front matter starts on line 2). */
function keyLine(doc: Document, counter: LineCounter, key: string): number {
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.value === key && pair.key.range) return counter.linePos(pair.key.range[0]).line + 1;
    }
  }
  return 2;
}

/** Offset of the first non-blank character at or before `offset`, so errors point at real text. */
function startOfLine(text: string, offset: number): number {
  let i = Math.min(offset, text.length);
  while (i > 0 && /\s/.test(text[i - 1] ?? '')) i--;
  return Math.max(0, i - 1);
}
