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
import type { Root } from 'hast';

for (const lang of [markup, css, javascript, bash, diff, graphql, ini, json, jsx, markdown, php, python, ruby, sql, typescript, tsx, xml, yaml, c, cpp, go, java, kotlin, objectivec, rust, swift]) {
  refractor.register(lang);
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
  toml: 'ini',
  md: 'markdown',
  rs: 'rust',
  golang: 'go',
  kt: 'kotlin',
  'objective-c': 'objectivec',
  objc: 'objectivec',
  'c++': 'cpp',
};

/** The grammar name for a fence's language, or undefined for plain text. */
export function grammarFor(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return refractor.registered(name) ? name : undefined;
}

/** Highlights code into a hast tree of Prism token spans. */
export function highlight(code: string, grammar: string): Root {
  return refractor.highlight(code, grammar);
}
