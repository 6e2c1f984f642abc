/** The prose in content/: front matter on every page, real length, no placeholders. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parseFrontMatter } from '../../src/generator/content/front-matter.ts';
import { repoRoot } from '../helpers.ts';

const files = fg.sync('**/*.md', { cwd: path.join(repoRoot, 'content') }).sort();

/** Words of prose: code blocks, front matter and Markdown punctuation left out. */
function proseWords(body: string): number {
  const text = body.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' x ').replace(/\]\([^)]*\)/g, ']').replace(/[#>*_|:-]+/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

test('content/ holds the 80 prose docs', () => {
  assert.ok(files.length >= 80, `only ${files.length} docs`);
});

test('every doc has title, description, sidebar_position and keywords', () => {
  for (const file of files) {
    const { frontMatter: fm, errors } = parseFrontMatter(fs.readFileSync(path.join(repoRoot, 'content', file), 'utf8'), file);
    assert.deepEqual(errors, [], file);
    assert.ok(fm.title, `${file}: title`);
    assert.ok(fm.description && fm.description.length > 20, `${file}: description`);
    assert.equal(typeof fm.sidebar_position, 'number', `${file}: sidebar_position`);
    assert.ok(fm.keywords && fm.keywords.length > 0, `${file}: keywords`);
  }
});

test('no page under 300 words of prose; the median is at least 500', () => {
  const counts = files.map((file) => {
    const { body } = parseFrontMatter(fs.readFileSync(path.join(repoRoot, 'content', file), 'utf8'), file);
    return [file, proseWords(body)] as const;
  });
  for (const [file, words] of counts) assert.ok(words >= 300, `${file} has ${words} words`);
  const sorted = counts.map(([, w]) => w).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  assert.ok(median >= 500, `median ${median}`);
});

test('no placeholder text', () => {
  for (const file of files) {
    const text = fs.readFileSync(path.join(repoRoot, 'content', file), 'utf8');
    assert.doesNotMatch(text, /\bTODO\b|lorem ipsum|TBD\b|FIXME/i, file);
  }
});
