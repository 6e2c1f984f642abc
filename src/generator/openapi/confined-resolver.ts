/**
 * What a spec may read through its `$ref`s: files inside the site folder (after resolving symlinks),
 * regular files only, and never the network (a build must not depend on, nor publish, what a server
 * answers). swagger-parser reads every file, the spec itself included, through the resolvers given
 * here; each refusal is recorded so the loader can say which `$ref` at which line, and what to do.
 * Also the bound on YAML aliases: a few lines of nested aliases expand to billions of values.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import type SwaggerParser from '@apidevtools/swagger-parser';
import type { Diagnostic } from '../diagnostics.ts';
import { checkSiteFile, describeRefusal, lineOfInvalidUtf8, readSiteFile, type Refusal } from '../content/site-files.ts';
import { lineOfRef } from './spec-locations.ts';
import { MAX_SPEC_BYTES, tooLarge } from './spec-problems.ts';

/** A `$ref` target that was not read, and why. */
export interface RefRefusal {
  /** The target as swagger-parser resolved it (an absolute path or a URL). */
  target: string;
  reason: Refusal | 'remote';
}

/** The most values a spec may expand to through YAML aliases (this site's largest spec has ~60,000). */
export const MAX_EXPANDED_VALUES = 2_000_000;

const URL_SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/** swagger-parser options whose resolvers read only inside `rootDir`; refusals are pushed to `refused`. */
export function confinedParserOptions(rootDir: string, refused: RefRefusal[]): SwaggerParser.Options {
  return {
    resolve: {
      external: true,
      file: {
        order: 100,
        canRead: (file: { url: string }) => !URL_SCHEME.test(file.url) || /^file:/i.test(file.url),
        read: (file: { url: string }) => {
          const target = pathOfUrl(file.url);
          const read = readSiteFile(rootDir, target);
          if (read.ok) return read.bytes;
          refused.push({ target, reason: read.reason });
          throw new Error(`${target} ${describeRefusal(read.reason)}`);
        },
      },
      http: {
        order: 200,
        canRead: (file: { url: string }) => URL_SCHEME.test(file.url) && !/^file:/i.test(file.url),
        read: (file: { url: string }) => {
          refused.push({ target: file.url, reason: 'remote' });
          throw new Error(`${file.url} is not fetched: docsgen never reads the network during a build`);
        },
      },
    },
  } as SwaggerParser.Options;
}

/** The diagnostic for the first refusal, at the line of the `$ref` in the spec that leads to it when found. */
export function describeRefusedRef(refusal: RefRefusal, rootDir: string, source: string, specPath: string, text: string): Diagnostic {
  const line = lineOfRefTo(text, path.dirname(specPath), refusal.target);
  // A file in the site is named from the site's root (specs/parts/x.yaml), one outside by its own path.
  const inSite = path.relative(rootDir, refusal.target);
  const shown = refusal.reason === 'remote' || inSite.startsWith('..') || path.isAbsolute(inSite) ? refusal.target : inSite.split(path.sep).join('/');
  if (refusal.reason === 'remote') {
    return {
      file: source,
      line,
      message: `a $ref points to ${shown}, which is not fetched: a build never reads the network`,
      hint: 'download the file into the specs folder (vendor it) and point the $ref at the local copy',
    };
  }
  return {
    file: source,
    line,
    message: `a $ref points to ${shown}, which ${describeRefusal(refusal.reason)}`,
    hint:
      refusal.reason === 'missing'
        ? 'fix the path of the $ref (relative to the spec file), or add the file'
        : refusal.reason === 'unreadable'
          ? 'give this user read permission on the file (e.g. chmod a+r)'
          : 'copy the file into the specs folder and point the $ref at the copy',
  };
}

/** Whether the spec file itself may be read (a regular file inside the site, at most MAX_SPEC_BYTES); a diagnostic when not. */
export function checkSpecFile(rootDir: string, absPath: string, source: string): Diagnostic | undefined {
  // Its size before its bytes: the loader and the linter read nothing of a spec past the limit.
  const checked = checkSiteFile(rootDir, absPath);
  const bytes = checked.ok ? fs.statSync(checked.realPath).size : 0;
  if (bytes > MAX_SPEC_BYTES) return tooLarge(source, bytes);
  const read = readSiteFile(rootDir, absPath);
  if (!read.ok) {
    const hint = read.reason === 'unreadable' ? 'give this user read permission on the file (e.g. chmod a+r), or check the disk' : 'make it a regular file inside the site folder (copy it rather than linking to it)';
    return { file: source, message: `the spec file ${describeRefusal(read.reason)}`, hint };
  }
  // Read as UTF-8, a stray Latin-1 byte would silently become U+FFFD in the published reference.
  const badLine = lineOfInvalidUtf8(read.bytes);
  if (badLine !== undefined) return { file: source, line: badLine, message: 'the spec file is not valid UTF-8 text', hint: 'save it with UTF-8 encoding in your editor' };
  return undefined;
}

/**
 * A diagnostic when the spec's YAML aliases expand it past MAX_EXPANDED_VALUES (an "alias bomb"),
 * else undefined. Only a text with an anchor is parsed here; the count walks the parsed document
 * once, each shared node counted once with its size (so the check itself stays linear).
 */
export function checkAliasExpansion(text: string, source: string): Diagnostic | undefined {
  const anchor = /(?:^|[\s:\-[{,])&[^\s,[\]{}]+/m.exec(text);
  if (!anchor) return undefined;
  let doc: unknown;
  try {
    doc = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch {
    // The loader reports syntax errors with its own messages.
    return undefined;
  }
  if (expandedSize(doc, new Map()) <= MAX_EXPANDED_VALUES) return undefined;
  return {
    file: source,
    line: text.slice(0, anchor.index).split('\n').length + (text[anchor.index] === '\n' ? 1 : 0),
    message: `the spec's YAML aliases (*name) expand it to more than ${MAX_EXPANDED_VALUES.toLocaleString('en')} values, more than any real API needs (an "alias bomb")`,
    hint: 'write the repeated parts out once and refer to them with $ref instead of nesting aliases of aliases',
  };
}

/** How many values `value` holds once every alias is expanded; stops counting past the limit. */
function expandedSize(value: unknown, sizes: Map<object, number>): number {
  if (typeof value !== 'object' || value === null) return 1;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  // A node reached again while being counted is a cycle (a recursive alias): count it as one.
  sizes.set(value, 1);
  let size = 1;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    size += expandedSize(child, sizes);
    if (size > MAX_EXPANDED_VALUES) break;
  }
  sizes.set(value, size);
  return size;
}

/** The file path a resolver URL stands for. */
function pathOfUrl(url: string): string {
  try {
    return url.startsWith('file:') ? fileURLToPath(url) : decodeURI(url);
  } catch {
    return url;
  }
}

/** Line of the `$ref` in the spec's text whose value leads to `target` (resolved against the spec's folder). */
function lineOfRefTo(text: string, specDir: string, target: string): number | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /\$ref["']?\s*:\s*["']?([^"'#\s}]+)/.exec(lines[i]);
    if (!m) continue;
    const written = m[1];
    if (written === target || (!URL_SCHEME.test(written) && path.resolve(specDir, pathOfUrl(written)) === target)) return i + 1;
  }
  return lineOfRef(text, target);
}
