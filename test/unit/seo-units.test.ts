/** Units of the SEO outputs: git log parsing and fallbacks, JSON-LD escaping, Markdown copies. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseGitLog, readGitDates } from '../../src/generator/routes/git-dates.ts';
import { serializeJsonLd } from '../../src/generator/render/seo/structured-data.ts';
import { createMarkdownCopier } from '../../src/generator/render/seo/markdown-copy.ts';
import { tempDir } from '../helpers.ts';

test('one git log pass gives each file its last change and its first commit', () => {
  const output = '\x012024-06-01T14:00:00+02:00\0\ncontent/a.md\0content/b.md\0\x012024-01-02T03:04:05+00:00\0\ncontent/a.md\0specs/x.yaml\0';
  const dates = parseGitLog(output);
  assert.deepEqual(Object.fromEntries(dates.files), {
    'content/a.md': { modified: '2024-06-01T12:00:00Z', created: '2024-01-02T03:04:05Z' },
    'content/b.md': { modified: '2024-06-01T12:00:00Z', created: '2024-06-01T12:00:00Z' },
    'specs/x.yaml': { modified: '2024-01-02T03:04:05Z', created: '2024-01-02T03:04:05Z' },
  });
  assert.equal(dates.fallback, '2024-06-01T12:00:00Z', 'an uncommitted file gets the newest commit');
  assert.equal(parseGitLog(output, '2020-01-01T00:00:00Z').fallback, '2020-01-01T00:00:00Z');
});

test('outside a repository there are no dates, unless SOURCE_DATE_EPOCH gives one', async () => {
  const dir = tempDir('nogit');
  const none = await readGitDates(dir, ['content'], { PATH: process.env.PATH, GIT_CEILING_DIRECTORIES: dir });
  assert.equal(none.files.size, 0);
  assert.equal(none.fallback, undefined);
  const epoch = await readGitDates(dir, ['content'], { PATH: process.env.PATH, GIT_CEILING_DIRECTORIES: dir, SOURCE_DATE_EPOCH: '1700000000' });
  assert.equal(epoch.fallback, '2023-11-14T22:13:20Z');
});

test('git is not started outside a repository, and is inside one (a .git folder here or above)', async () => {
  const bin = tempDir('fake-git-bin');
  const started = path.join(bin, 'started');
  fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$PWD" >> '${started}'\n`, { mode: 0o755 });
  const env = { PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const outside = tempDir('nogit-site');
  await readGitDates(outside, ['content'], env);
  assert.equal(fs.existsSync(started), false, 'git was started outside any repository');
  const repo = tempDir('git-site');
  fs.mkdirSync(path.join(repo, '.git'));
  fs.mkdirSync(path.join(repo, 'site'));
  await readGitDates(path.join(repo, 'site'), ['content'], env);
  assert.equal(fs.readFileSync(started, 'utf8').trim(), path.join(repo, 'site'));
});

test('JSON-LD is escaped so that no string can end the script element or open a comment', () => {
  const hostile = '</script><script>alert(1)</script> <!-- & \u2028\u2029 "quoted" \\ end';
  const data = { '@context': 'https://schema.org' as const, '@graph': [{ '@type': 'Thing' as const, name: hostile }] };
  const json = serializeJsonLd(data);
  assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(json), data);
});

test('Markdown copies: only destinations change, in links, images and definitions', () => {
  const copy = createMarkdownCopier({
    contentDir: '/site/content',
    origin: 'https://docs.example.com',
    hrefOfContentPath: (p) => ({ 'guide/a.md': '/guide/a/', 'guide/b c.md': '/guide/b-c/' })[p],
  });
  const input = (body: string) => ({ body, contentPath: 'guide/setup.md', pageUrl: 'https://docs.example.com/guide/setup/', images: [{ absPath: '/site/content/guide/img.png', publicPath: '/assets/images/img.1234567890.png' }] });
  assert.equal(copy(input('See [./a.md](./a.md).')), 'See [./a.md](https://docs.example.com/guide/a/).', 'the text keeps its ./a.md');
  assert.equal(copy(input('[b](<./b c.md#x> "t")')), '[b](<https://docs.example.com/guide/b-c/#x> "t")');
  assert.equal(copy(input('[gone](./missing.md)')), '[gone](./missing.md)', 'a broken link stays as written (it is a build warning)');
  assert.equal(copy(input('![img](./img.png) ![remote](https://cdn.example.com/x.png)')), '![img](https://docs.example.com/assets/images/img.1234567890.png) ![remote](https://cdn.example.com/x.png)');
  assert.equal(copy(input('[bad](./%E0%A4%A.md) and [top](#top)')), '[bad](./%E0%A4%A.md) and [top](https://docs.example.com/guide/setup/#top)');
  assert.equal(copy(input(':::tip[Read [this](./a.md)]\nBody with [a](../guide/a.md).\n:::')), ':::tip[Read [this](https://docs.example.com/guide/a/)]\nBody with [a](https://docs.example.com/guide/a/).\n:::');
  assert.equal(copy(input('No links at all.')), 'No links at all.');
});
