/**
 * Prism grammars through refractor, registered once per process. Only the languages docs use are
 * loaded (refractor/core plus one module each), which keeps start-up fast.
 */
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import graphql from 'refractor/graphql';
import ini from 'refractor/ini';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markdown from 'refractor/markdown';
import markup from 'refractor/markup';
import php from 'refractor/php';
import python from 'refractor/python';
import ruby from 'refractor/ruby';
import sql from 'refractor/sql';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import xml from 'refractor/xml-doc';
import yaml from 'refractor/yaml';
// What Docusaurus highlights without `prism.additionalLanguages` (prism-react-renderer's set), and Java.
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import go from 'refractor/go';
import java from 'refractor/java';
import kotlin from 'refractor/kotlin';
import objectivec from 'refractor/objectivec';
import rust from 'refractor/rust';
import swift from 'refractor/swift';
import toml from 'refractor/toml';
import type { Root } from 'hast';

type Grammar = typeof markup;

/**
 * Grammars are registered when a doc first uses one: registering all of them took 15-25 ms of every
 * build thread's start-up, and most sites use a few. The output must not depend on the order docs
 * ask for them, and Prism's grammars are not independent: css and javascript add their `<style>` and
 * `<script>` rules to markup when registered after it; jsx, typescript, tsx, markdown and php copy
 * markup or javascript as they are when registered; and highlighting changes a grammar (Prism
 * resolves its `rest` in place). So the grammars that copy or change one another are registered
 * together, in the order they were registered in when all of them were, before any is used; and
 * markup, whose hook titles every grammar's entity tokens, comes first in any case.
 */
const UNITS: Grammar[][] = [
  [markup, css, javascript, jsx, markdown, php, typescript, tsx],
  [c, cpp, objectivec],
  ...[bash, diff, graphql, ini, json, python, ruby, sql, toml, yaml, go, java, kotlin, rust, swift].map((g) => [g]),
  // xml-doc builds on markup.
  [markup, css, javascript, jsx, markdown, php, typescript, tsx, xml],
];
/** A grammar by its names (refractor's and its aliases: "html" is markup's), with the unit it comes in. */
const UNIT_OF = new Map<string, Grammar[]>();
for (const unit of UNITS) for (const g of unit) for (const name of [g.displayName, ...(g.aliases ?? [])]) if (!UNIT_OF.has(name) || g === unit[unit.length - 1]) UNIT_OF.set(name, unit);
/** Everything, in the original order: markdown highlights the fences inside it with every grammar, and a clike fence is what the others extend. */
const EVERYTHING = UNITS.flat();
UNIT_OF.set('markdown', EVERYTHING).set('md', EVERYTHING).set('clike', EVERYTHING).set('markup-templating', EVERYTHING);

function ensureRegistered(name: string): boolean {
  const unit = UNIT_OF.get(name);
  if (!unit) return refractor.registered(name);
  // markup first, whatever the block: its hook gives every grammar's entity tokens a title.
  refractor.register(markup);
  // Already registered grammars are skipped; a name may come before its unit (ruby brings clike).
  for (const grammar of unit) refractor.register(grammar);
  return refractor.registered(name);
}

/** Names writers use for the same grammar. */
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  curl: 'bash',
  js: 'javascript',
  mjs: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  yml: 'yaml',
  py: 'python',
  rb: 'ruby',
  gql: 'graphql',
  jsonld: 'json',
  'json-ld': 'json',
  md: 'markdown',
  rs: 'rust',
  golang: 'go',
  kt: 'kotlin',
  'objective-c': 'objectivec',
  objc: 'objectivec',
  'c++': 'cpp',
};

/** The grammars a site highlights, where it names them (limitGrammars); else every one docsgen has. */
let only: Set<string> | undefined;

/**
 * Highlights only these grammars (by any of their names), the rest shown plain: a Docusaurus repo's
 * code, coloured as its Prism colours it. Undefined: every grammar docsgen has.
 */
export function limitGrammars(names: readonly string[] | undefined): void {
  only = names ? new Set(names.map(canonicalName)) : undefined;
}

/** Registers every grammar docsgen has, in their order: before another one that builds on them is added. */
export function registerOwnGrammars(): void {
  for (const grammar of EVERYTHING) refractor.register(grammar);
}

/** Whether docsgen has this grammar itself (by any of its names). */
export function ownsGrammar(lang: string): boolean {
  return UNIT_OF.has(canonicalName(lang));
}

function canonicalName(lang: string): string {
  return ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
}

/** The grammar name for a fence's language, or undefined for plain text. */
export function grammarFor(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = canonicalName(lang);
  if (only && !only.has(name)) return undefined;
  return ensureRegistered(name) ? name : undefined;
}

/** Highlights code into a hast tree of Prism token spans. */
export function highlight(code: string, grammar: string): Root {
  return refractor.highlight(code, grammar);
}
