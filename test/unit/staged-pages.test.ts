/** Post-build steps read every rendered page through a Map although pages are already on disk. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createStaging } from '../../src/generator/emit/staging.ts';
import { StagedPages, createPageWriter } from '../../src/generator/emit/staged-pages.ts';
import { tempDir } from '../helpers.ts';

test('pages written while rendering are seen by post-build steps as a Map of their HTML', async () => {
  const out = path.join(tempDir('staged'), 'dist');
  const staging = await createStaging(out);
  const pages = new StagedPages(staging.dir);
  const writer = createPageWriter(staging);
  const html = (i: number) => `<!DOCTYPE html><title>Page ${i} ◆ “quoted”</title>`;
  for (let i = 0; i < 5; i++) {
    const file = i === 0 ? 'index.html' : `p${i}/index.html`;
    pages.add(file);
    writer.write({ path: file, contents: html(i) });
  }
  assert.equal(pages.spilled, true);
  await writer.close();

  assert.equal(pages.size, 5);
  assert.equal(pages.get('p3/index.html'), html(3));
  assert.equal(pages.get('missing.html'), undefined);
  assert.deepEqual([...pages.keys()], ['index.html', 'p1/index.html', 'p2/index.html', 'p3/index.html', 'p4/index.html']);
  assert.deepEqual([...pages.values()], [0, 1, 2, 3, 4].map(html));
  assert.deepEqual(Object.fromEntries(pages), Object.fromEntries([...pages.keys()].map((k, i) => [k, html(i)])));
  const seen: string[] = [];
  pages.forEach((value, key) => seen.push(`${key}=${value.length}`));
  assert.equal(seen.length, 5);
  // A step that replaces a page's HTML is seen by the steps after it.
  pages.set('p1/index.html', 'replaced');
  assert.equal(pages.get('p1/index.html'), 'replaced');

  await staging.commit();
  assert.equal(fs.readFileSync(path.join(out, 'p4/index.html'), 'utf8'), html(4));
});

test('pages within the memory budget are served from memory, the rest read back from the staging folder', async () => {
  const out = path.join(tempDir('staged-budget'), 'dist');
  const staging = await createStaging(out);
  const page = (i: number) => `<!DOCTYPE html><title>Page ${i}</title>`;
  // Room for two pages' HTML.
  const pages = new StagedPages(staging.dir, page(0).length * 2);
  const writer = createPageWriter(staging);
  for (let i = 0; i < 4; i++) {
    pages.add(`p${i}/index.html`, page(i));
    writer.write({ path: `p${i}/index.html`, contents: page(i) });
  }
  assert.equal(pages.spilled, true);
  await writer.close();
  // Change every file behind the map's back: only pages beyond the budget show the change.
  for (let i = 0; i < 4; i++) fs.writeFileSync(path.join(staging.dir, `p${i}/index.html`), `changed ${i}`);
  assert.deepEqual([...pages.values()], [page(0), page(1), 'changed 2', 'changed 3']);
  // Once the build lets the kept HTML go, every page is read back from the staging folder.
  pages.releaseHtml();
  assert.equal(pages.spilled, true);
  assert.deepEqual([...pages.values()], ['changed 0', 'changed 1', 'changed 2', 'changed 3']);
  // And a page added after that is not kept either.
  pages.add('p9/index.html', page(9));
  fs.mkdirSync(path.join(staging.dir, 'p9'));
  fs.writeFileSync(path.join(staging.dir, 'p9/index.html'), 'on disk 9');
  assert.equal(pages.get('p9/index.html'), 'on disk 9');
  await staging.discard();
});

test('a page given as pieces is written as their join, and kept within the budget by their total length', async () => {
  const out = path.join(tempDir('staged-pieces'), 'dist');
  const staging = await createStaging(out);
  const shared = '<nav><a href="/a/">A ◆</a><a href="/b/">B “b”</a></nav>';
  const pieces = (i: number) => [`<!DOCTYPE html><title>Page ${i}</title>`, shared.slice(0, 20 + i), ' aria-current="page"', shared.slice(20 + i), `<main>Body ${i} ≥ 1</main>`];
  const length = pieces(0).join('').length;
  // Room for two pages' pieces.
  const pages = new StagedPages(staging.dir, length * 2 + 2);
  const writer = createPageWriter(staging);
  for (let i = 0; i < 3; i++) {
    pages.add(`p${i}/index.html`, pieces(i));
    writer.writePieces(`p${i}/index.html`, pieces(i));
  }
  assert.equal(pages.spilled, true, 'the third page is beyond the budget');
  await writer.close();
  for (let i = 0; i < 3; i++) assert.equal(fs.readFileSync(path.join(staging.dir, `p${i}/index.html`), 'utf8'), pieces(i).join(''));
  // Kept pages are joined when read; the others come from the staging folder.
  fs.writeFileSync(path.join(staging.dir, 'p2/index.html'), 'changed 2');
  assert.deepEqual([...pages.values()], [pieces(0).join(''), pieces(1).join(''), 'changed 2']);
  await staging.discard();
});

test('a page that cannot be written fails the flush with the reason', async () => {
  const out = path.join(tempDir('staged-fail'), 'dist');
  const staging = await createStaging(out);
  const writer = createPageWriter(staging);
  // A file where the page's folder should be.
  fs.writeFileSync(path.join(staging.dir, 'taken'), 'not a folder');
  writer.write({ path: 'taken/index.html', contents: '<!DOCTYPE html>' });
  await assert.rejects(writer.close(), /a page could not be written: .*taken/);
  await staging.discard();
});

test('the budget holds every page of a small site, so nothing waits for the writer', () => {
  const pages = new StagedPages('/nonexistent', 100);
  pages.add('a/index.html', 'x'.repeat(60));
  assert.equal(pages.spilled, false);
  pages.add('b/index.html', 'x'.repeat(60));
  assert.equal(pages.spilled, true);
});

test('a page linked from the previous build is copied where the file system cannot link it', async (t) => {
  // /dev/shm is a file system of its own on Linux: a hard link from there fails (EXDEV), as it does
  // on file systems without links.
  const elsewhere = fs.existsSync('/dev/shm') ? fs.mkdtempSync('/dev/shm/docsgen-previous-') : undefined;
  const out = path.join(tempDir('staged-copy'), 'dist');
  const staging = await createStaging(out);
  if (!elsewhere || fs.statSync(elsewhere).dev === fs.statSync(staging.dir).dev) {
    await staging.discard();
    return t.skip('no second file system to link across');
  }
  try {
    const previous = path.join(elsewhere, 'index.html');
    fs.writeFileSync(previous, '<!DOCTYPE html><title>Previous</title>');
    const writer = createPageWriter(staging);
    writer.link('guide/index.html', previous);
    const written = await writer.close();
    const staged = path.join(staging.dir, 'guide/index.html');
    assert.equal(fs.readFileSync(staged, 'utf8'), '<!DOCTYPE html><title>Previous</title>');
    assert.notEqual(fs.statSync(staged).ino, fs.statSync(previous).ino, 'a copy, not a link');
    assert.equal(written.get('guide/index.html')?.ino, fs.statSync(staged).ino);
    await staging.discard();
  } finally {
    fs.rmSync(elsewhere, { recursive: true, force: true });
  }
});
