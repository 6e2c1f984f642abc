/**
 * Load the OpenAPI file of each configured API group: parse and bundle with swagger-parser, convert
 * Swagger 2.0, lint with Redocly (lint-spec.ts), and keep the bundled document with its local
 * `$ref`s, so each shared schema can be rendered once per page instead of inlined everywhere.
 */
import { nameExternalSchemas } from './external-names.ts';
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import type { OpenAPI } from 'openapi-types';
import type { Diagnostic, DiagnosticBag } from '../diagnostics.ts';
import { convertSwagger2, isSwagger2 } from './convert-swagger.ts';
import { lintSpec } from './lint-spec.ts';
import { isRef, resolveRef } from './resolve.ts';
import { lineOfPointer, lineOfRef } from './spec-locations.ts';
import { duplicateJsonKeys } from './duplicate-json-keys.ts';
import { refLoopWarnings } from './ref-loops.ts';
import { checkAliasExpansion, checkSpecFile, confinedParserOptions, describeRefusedRef, type RefRefusal } from './confined-resolver.ts';
import type { ApiDocument } from './types.ts';
import { specFilesOf, type SpecOfGroup } from './contributions.ts';
import { describeNonSyntaxFailure, describeTopLevel, fileOfParseError, parsedValue } from './spec-problems.ts';

/** One API group's spec, loaded and validated. */
export interface LoadedSpec {
  group: string;
  /** Path relative to the site root. */
  source: string;
  absPath: string;
  /** The spec file's text, for the download copy. */
  text: string;
  doc: ApiDocument;
  /** Absolute paths of every file the spec was read from (itself and files its `$ref`s point to). */
  dependencies: string[];
}

/** How strictly a spec is judged: `strict` makes every violation and failed check an error. */
export interface LoadOptions {
  strict?: boolean;
  /** The linter's findings on this very text from an earlier build, and where a fresh lint's are left. */
  lint?: LintResults;
}

/**
 * The linter's findings on a spec's text depend on nothing else (not on the config, nor the other
 * pages), so the build cache keeps them apart from the group's pages: a rebuild that must render
 * the group again (a doc added, the config edited) does not lint it again. `cached` is given;
 * `computed` is set when the spec was linted. `deferred`: another thread lints the spec at the same
 * time (lintSpecFile); the loader only notes in `at` where among the warnings the findings belong.
 */
export interface LintResults {
  cached?: Diagnostic[];
  computed?: Diagnostic[];
  deferred?: boolean;
  at?: number;
}

/**
 * Loads one API group's spec; null (with errors in `bag`) when no page can be made of it: a missing
 * or unparseable file, a `$ref` that resolves nowhere, no paths. Anything else a spec gets wrong is a
 * warning with its line (an error when strict): peers render such specs, so docsgen does too.
 */
export async function loadSpec(rootDir: string, specsDir: string, named: string | SpecOfGroup, bag: DiagnosticBag, options: LoadOptions = {}): Promise<LoadedSpec | null> {
  const groupConfig = typeof named === 'string' ? { id: named } : named;
  const group = groupConfig.id;
  const candidates = specFilesOf(specsDir, groupConfig).map((rel) => path.join(rootDir, rel));
  const absPath = candidates.find((p) => fs.existsSync(p));
  if (!absPath) {
    const wanted = groupConfig.spec ?? path.join(specsDir, `${group}.yaml`);
    bag.error({ file: wanted, message: `the API group "${group}" has no spec file`, hint: `add ${wanted}, or remove the group from api.groups in the config` });
    return null;
  }
  const source = path.relative(rootDir, absPath).split(path.sep).join('/');
  // Reads stay inside the site, the size and aliases are bounded, before anything parses the spec (see confined-resolver.ts).
  const unreadable = checkSpecFile(rootDir, absPath, source);
  if (unreadable) {
    bag.error(unreadable);
    return null;
  }
  const text = fs.readFileSync(absPath, 'utf8');
  const bomb = checkAliasExpansion(text, source);
  if (bomb) {
    bag.error(bomb);
    return null;
  }
  const duplicateKeys = absPath.endsWith('.json') ? duplicateJsonKeys(text, source) : [];
  duplicateKeys.forEach((d) => bag.warn(d));
  const refused: RefRefusal[] = [];
  let bundled: OpenAPI.Document;
  let dependencies = [absPath];
  let parsed: unknown;
  const selfContained = parseSelfContained(absPath, text, (value) => (parsed = value));
  // Before bundle(), which rewrites a chain of $refs to $refs (and took minutes on a long one).
  const earlyLoops = !selfContained && isObject(parsed) ? refLoopWarnings(parsed as unknown as ApiDocument, text, source) : [];
  if (earlyLoops.length) {
    earlyLoops.forEach((d) => bag.error(d));
    return null;
  }
  if (selfContained) bundled = selfContained;
  else {
    const parser = new SwaggerParser();
    try {
      bundled = await parser.bundle(absPath, confinedParserOptions(rootDir, refused));
      nameExternalSchemas(parser.$refs.values() as Record<string, unknown>, absPath);
    } catch (error) {
      // A spec of one file whose only fault is a local $ref to nowhere (bundle() gives up on some):
      // read as parsed, and that $ref reported below, as the others.
      const message = error instanceof Error ? error.message : '';
      if (!refused.length && /(Missing|Error resolving) \$ref pointer "[^"]*#/.test(message) && isObject(parsed) && onlyLocalRefs(parsed)) bundled = parsed as unknown as OpenAPI.Document;
      else {
        bag.error(refused.length ? describeRefusedRef(refused[0], rootDir, source, absPath, text) : describeParseError(error, source, text, rootDir));
        return null;
      }
    }
    dependencies = [...new Set([absPath, ...parser.$refs.paths().filter((p) => path.isAbsolute(p))])];
  }
  const notAMapping = describeTopLevel(bundled, source, text);
  if (notAMapping) {
    bag.error(notAMapping);
    return null;
  }
  const report = (d: Diagnostic) => (options.strict ? bag.error(d) : bag.warn(d));
  let doc: ApiDocument;
  if (isSwagger2(bundled)) {
    const converted = await convertSwagger2(bundled, source);
    if ('error' in converted) {
      bag.error(converted.error);
      return null;
    }
    converted.warnings.forEach(report);
    doc = converted.doc;
  } else doc = bundled as ApiDocument;
  if (!('openapi' in doc) || !/^3\.[01]\./.test(String(doc.openapi))) {
    bag.error({ file: source, line: lineOfPointer(text, '/openapi'), message: `"openapi: ${String((doc as { openapi?: unknown }).openapi)}" is not a version docsgen reads (OpenAPI 3.0 and 3.1, Swagger 2.0)`, hint: 'set openapi to the 3.0 or 3.1 version the file follows' });
    return null;
  }
  if (!isObject(doc.info)) {
    bag.error({ file: source, line: 1, message: 'the spec has no info object, so its reference has no title', hint: 'add info: { title, version }' });
    return null;
  }
  const hasWebhooks = isObject((doc as { webhooks?: unknown }).webhooks) && Object.keys((doc as { webhooks: object }).webhooks).length > 0;
  if (!isObject(doc.paths) && !hasWebhooks) {
    bag.error({ file: source, line: 1, message: 'the spec has no paths, so there is no operation to document', hint: 'add the API\'s operations under paths:' });
    return null;
  }
  // A component that is only a $ref back to itself would otherwise be reported as missing.
  const loops = refLoopWarnings(doc, text, source);
  if (loops.length) {
    loops.forEach((d) => bag.error(d));
    return null;
  }
  // A $ref to a component the spec lacks leaves that part undocumented, not the whole API: each
  // target is one warning (an error when strict), its place shown as not documented (Swagger UI
  // renders such specs too, marking the part it could not resolve).
  const unresolved = patchUnresolvedRefs(doc);
  for (const [target, count] of [...unresolved].sort((a, b) => (lineOfRef(text, a[0]) ?? 0) - (lineOfRef(text, b[0]) ?? 0))) {
    report({ file: source, line: lineOfRef(text, target), message: `a $ref points to ${target}, which does not exist in the spec${count > 1 ? ` (${count} places)` : ''}; shown as not documented`, hint: 'define the component, or fix the $ref path' });
  }
  if (options.strict && unresolved.size) return null;
  doc.paths ??= {};
  doc.info.title = typeof doc.info.title === 'string' && doc.info.title.trim() ? doc.info.title : group;
  let lintProblems = options.lint?.cached;
  if (options.lint?.deferred && !lintProblems && !options.strict) options.lint.at = bag.warnings.length;
  else {
    if (!lintProblems) {
      lintProblems = await lintText(text, absPath, source, duplicateKeys.length === 0);
      if (options.lint) options.lint.computed = lintProblems;
    }
    lintProblems.forEach(report);
  }
  mergeDuplicateTags(doc, text, source, bag);
  return { group, source, absPath, text, doc, dependencies };
}

/** The linter's findings on a spec's text; `noDuplicateKeys`: a JSON text has no key written twice. */
function lintText(text: string, absPath: string, source: string, noDuplicateKeys: boolean): Promise<Diagnostic[]> {
  // The linter's own parser throws on what the loader only warns about (a duplicate JSON key): named, not a crash.
  return lintSpec(text, absPath, source, absPath.endsWith('.json') && noDuplicateKeys).catch((error: unknown) => [
    { file: source, message: `the spec could not be checked beyond its schema: ${String((error as Error)?.message ?? error).split('\n')[0].replace(/ in "[^"]*"/, '')}`, hint: 'fix that problem, then build again for the other checks' },
  ]);
}

/**
 * The linter's findings on a group's spec file, for a thread that lints it while another loads it
 * (see LintResults.deferred); undefined when the file is missing or refused, which the loader reports.
 * The same reads as the loader's: only a regular file inside the site, aliases bounded first.
 */
export async function lintSpecFile(rootDir: string, specsDir: string, named: string | SpecOfGroup): Promise<Diagnostic[] | undefined> {
  const groupConfig = typeof named === 'string' ? { id: named } : named;
  const absPath = specFilesOf(specsDir, groupConfig).map((rel) => path.join(rootDir, rel)).find((p) => fs.existsSync(p));
  if (!absPath) return undefined;
  const source = path.relative(rootDir, absPath).split(path.sep).join('/');
  if (checkSpecFile(rootDir, absPath, source)) return undefined;
  const text = fs.readFileSync(absPath, 'utf8');
  if (checkAliasExpansion(text, source)) return undefined;
  const noDuplicateKeys = !absPath.endsWith('.json') || duplicateJsonKeys(text, source).length === 0;
  return lintText(text, absPath, source, noDuplicateKeys);
}

/**
 * A tag declared twice in `tags:` becomes one (both copies would otherwise claim the same page): the
 * first declaration's description wins, and the repeat is a warning.
 */
function mergeDuplicateTags(doc: ApiDocument, text: string, source: string, bag: DiagnosticBag): void {
  if (!Array.isArray(doc.tags)) return;
  const seen = new Map<string, NonNullable<ApiDocument['tags']>[number]>();
  doc.tags = doc.tags.filter((tag, i) => {
    if (!isObject(tag) || typeof tag.name !== 'string') return false;
    const first = seen.get(tag.name);
    if (!first) {
      seen.set(tag.name, tag);
      return true;
    }
    first.description ??= tag.description;
    bag.warn({ file: source, line: lineOfPointer(text, `/tags/${i}`), message: `the tag "${tag.name}" is declared twice; the two are shown as one, with the first description`, hint: 'remove the second declaration' });
    return false;
  });
}

/** The OpenAPI versions swagger-parser accepts (a version it adds later only takes the slower path). */
const SUPPORTED_VERSIONS = new Set(['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.1.0', '3.1.1', '3.1.2']);
/** A `$ref` to a place in the same document, written with characters a URL leaves as they are. */
const LOCAL_REF = /^#\/(?:[\w.\/-]|~[01])*$/;

/**
 * The spec as swagger-parser's bundle() would give it, when bundling has nothing to do; else
 * undefined, and the caller bundles. bundle() reads the files a spec's `$ref`s point to and brings
 * them in; its crawl was most of a spec's load time (250 ms of this site's 15 specs, a quarter of
 * their whole build; 1.4 s of api.github.com.json's). A spec whose every `$ref` points inside itself,
 * at a value that is not a `$ref` and along a path that crosses none, is already bundled: bundle()
 * returns it as parsed. It is parsed the way bundle() parses it (JSON.parse for .json, js-yaml with
 * the JSON schema for YAML). Anything else (a `$ref` to another file, a
 * chained or missing one, a `$id` that moves `$ref`s' base, a YAML error, a version swagger-parser
 * refuses) goes through bundle(), for its result and for its error messages.
 */
export function parseSelfContained(absPath: string, text: string, onParsed?: (doc: unknown) => void): OpenAPI.Document | undefined {
  const json = /\.json$/i.test(absPath);
  if (!json && !/\.ya?ml$/i.test(absPath)) return undefined;
  let doc: unknown;
  try {
    doc = json ? JSON.parse(text) : yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch {
    return undefined;
  }
  onParsed?.(doc);
  if (!isObject(doc) || 'swagger' in doc || doc.paths === undefined) return undefined;
  if (typeof doc.openapi !== 'string' || !SUPPORTED_VERSIONS.has(doc.openapi)) return undefined;
  if (isObject(doc.info) && typeof doc.info.version === 'number') return undefined;
  return refsStayInside(doc, doc) ? (doc as unknown as OpenAPI.Document) : undefined;
}

/** Whether every `$ref` under `value` resolves inside `root` as bundle() leaves it unchanged. */
function refsStayInside(value: unknown, root: Record<string, unknown>): boolean {
  if (Array.isArray(value)) return value.every((item) => refsStayInside(item, root));
  if (!isObject(value)) return true;
  if ('$id' in value && typeof value.$id === 'string') return false;
  // bundle() does not look inside a $ref object's other keys either.
  if (isRef(value)) return isPlainLocalRef(value.$ref, root);
  return Object.values(value).every((child) => refsStayInside(child, root));
}

/** Whether a local `$ref` reaches a value that is not itself a `$ref`, through no other `$ref`. */
function isPlainLocalRef(ref: string, root: Record<string, unknown>): boolean {
  if (!LOCAL_REF.test(ref)) return false;
  let current: unknown = root;
  for (const token of ref.slice(2).split('/')) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(key) || Number(key) >= current.length) return false;
      current = current[Number(key)];
    } else if (isObject(current) && Object.hasOwn(current, key)) current = current[key];
    else return false;
    if (isRef(current)) return false;
  }
  return true;
}

/**
 * Replaces each local `$ref` that leads nowhere (bundle() leaves those for the reader to find) with
 * what the reference can show instead: a parameter is left out of its list (it has no name to show),
 * anything else (a schema, a response, a body) becomes an object that says it is not documented.
 * Returns the targets and how many `$ref`s named each.
 */
function patchUnresolvedRefs(root: ApiDocument): Map<string, number> {
  const targets = new Map<string, number>();
  const missing = (node: unknown): node is { $ref: string } => isRef(node) && node.$ref.startsWith('#') && resolveRef(root, node) === undefined;
  const visit = (node: unknown, inParameters: boolean): void => {
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        if (missing(node[i])) {
          const target = (node[i] as { $ref: string }).$ref;
          targets.set(target, (targets.get(target) ?? 0) + 1);
          if (inParameters) node.splice(i, 1);
          else node[i] = notDocumented(target);
        } else visit(node[i], false);
      }
      return;
    }
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (missing(child)) {
        targets.set(child.$ref, (targets.get(child.$ref) ?? 0) + 1);
        node[key] = notDocumented(child.$ref);
      } else if (typeof child === 'object' && child !== null) visit(child, key === 'parameters');
    }
  };
  visit(root, false);
  return targets;
}

/** Whether every `$ref` under `value` points inside the same document (`#/…`). */
function onlyLocalRefs(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(onlyLocalRefs);
  if (!isObject(value)) return true;
  if (isRef(value)) return value.$ref.startsWith('#');
  return Object.values(value).every(onlyLocalRefs);
}

function notDocumented(target: string): Record<string, unknown> {
  return { description: `Not documented: the spec's $ref to ${target} leads nowhere.`, 'x-docsgen-unresolved-ref': target };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeParseError(error: unknown, specFile: string, specText: string, rootDir: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  // The failure may be in a file a $ref points to: named, with its own lines.
  const otherFile = fileOfParseError(message, rootDir);
  const inOther = otherFile !== undefined && otherFile !== specFile;
  const file = inOther ? otherFile : specFile;
  const text = inOther ? readTextOrEmpty(path.join(rootDir, otherFile)) : specText;
  if (/is not a valid (JSON Schema|Openapi API definition)/.test(message)) {
    const topLevel = describeTopLevel(parsedValue(text), file, text);
    if (topLevel) return topLevel;
  }
  const cause = describeNonSyntaxFailure(error, file, text);
  if (cause) return cause;
  const missingRef = /Error resolving \$ref pointer "[^"]*?(#[^"]*)"/.exec(message) ?? /Missing \$ref pointer "[^"]*?(#[^"]*)"/.exec(message);
  if (missingRef) {
    return {
      file,
      line: lineOfRef(text, missingRef[1]),
      message: `a $ref points to ${missingRef[1]}, which does not exist in the spec`,
      hint: 'define the component, or fix the $ref path',
    };
  }
  if (/is not a valid Openapi API definition/.test(message)) {
    return { file, line: 1, message: 'the spec has no paths (nor, in OpenAPI 3.1, webhooks), so there is no operation to document', hint: "add the API's operations under paths:" };
  }
  if (/version number must be a string|Unrecognized Swagger version|Unsupported OpenAPI version/.test(message)) {
    return { file, line: lineOfPointer(text, /API version/.test(message) ? '/info/version' : /Swagger/.test(message) ? '/swagger' : '/openapi'), message: message.split('\n')[0], hint: 'quote the version ("1.0"), or set the OpenAPI version the file follows (3.0.x, 3.1.x or Swagger 2.0)' };
  }
  const yamlLine = /line (\d+)/i.exec(message) ?? /\((\d+):\d+\)/.exec(message);
  // An unclosed value is noticed at the end of the file; point at the last line with text instead.
  const lastTextLine = text.trimEnd().split('\n').length;
  return {
    file,
    line: yamlLine ? Math.min(Number(yamlLine[1]), lastTextLine) : undefined,
    message: `${inOther ? `this file (which ${specFile} refers to with a $ref)` : 'the spec'} is not valid YAML or JSON: ${message.split('\n')[0].replace(/^Error parsing [^:]+: /, '')}`,
    hint: 'fix the syntax at that line (indentation, quotes, a missing colon)',
  };
}

/** A file's text for line numbers in a message ('' when it cannot be read: the message then has no line). */
function readTextOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
