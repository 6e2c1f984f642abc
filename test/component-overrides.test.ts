/**
 * Component overrides: `theme/<Name>.tsx` in a site replaces the template component of that name,
 * with the built-in passed as `Original`. On the API fixture: the footer (main thread) and the API
 * operation body (rendered on worker threads) wrap their originals, a doc part is replaced; an edited
 * override re-renders through the build cache; an unknown name is an error.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, listFiles, readPage } from './helpers.ts';

let site: string;
let dist: string;

const FOOTER = `import type { OverrideProps } from 'docsgen/theme';

export default function Footer({ Original, site }: OverrideProps<'Footer'>) {
  return (
    <>
      <p className="team-note">Questions? Ask the {site.productName} team.</p>
      <Original site={site} />
    </>
  );
}
`;
const OPERATION = `import type { OverrideProps } from 'docsgen/theme';
import { Stability } from './_Stability.tsx';

export default function ApiOperation({ Original, op }: OverrideProps<'ApiOperation'>) {
  return (
    <div className="my-op">
      <Stability method={op.method} />
      <Original op={op} />
    </div>
  );
}
`;
const HELPER = `export function Stability({ method }: { method: string }) {
  return <p className="stability">Stable since 1.0 ({method.toUpperCase()})</p>;
}
`;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
}

async function build(extra: string[] = []) {
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts'), ...extra]);
  assert.equal(r.code, 0, r.stderr);
  return r;
}

/** Every API operation page of both groups (a worker thread renders each group on --jobs 3). */
function operationPages(): string[] {
  const pages = listFiles(dist)
    .filter((f) => /^api\/[^/]+\/[^/]+\/index\.html$/.test(f))
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
    .filter((html) => html.includes('api-op__endpoint'));
  assert.ok(pages.length >= 5, 'the operation pages');
  return pages;
}

before(async () => {
  site = copyFixture('api');
  write('theme/Footer.tsx', FOOTER);
  write('theme/ApiOperation.tsx', OPERATION);
  write('theme/_Stability.tsx', HELPER);
  const r = await build(['--jobs', '3', '--no-cache']);
  assert.match(r.stdout, /rendered on 3 threads/);
  dist = path.join(site, 'dist');
});

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

test('an override wraps its original on every page, and one rendered on worker threads does too', async () => {
  const home = readPage(dist, '/');
  assert.match(home, /<p class="team-note">Questions\? Ask the Fixture team\.<\/p><footer class="footer footer--dark">/);
  for (const op of operationPages()) {
    assert.match(op, /<div class="my-op"><p class="stability">Stable since 1\.0 \((GET|POST|PUT|PATCH|DELETE)\)<\/p><div class="api-op">/);
    assert.match(op, /team-note/);
  }
});

test('page shells a compile worker renders (one that only compiled Markdown) show the override too', async () => {
  const basic = copyFixture('basic');
  fs.mkdirSync(path.join(basic, 'theme'));
  fs.writeFileSync(path.join(basic, 'theme/Footer.tsx'), FOOTER);
  // Enough pages that the worker renders the last ones' shells (see renderPages).
  fs.mkdirSync(path.join(basic, 'content/notes'));
  for (let i = 1; i <= 40; i++) fs.writeFileSync(path.join(basic, `content/notes/note-${i}.md`), `---\ntitle: Note ${i}\n---\n\nA note, number ${i}.\n`);
  const r = await runCliHosted(['build', '--config', path.join(basic, 'site.config.ts'), '--jobs', '2', '--no-cache']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /rendered \([1-9]\d* of them on another thread\)/);
  const pages = listFiles(path.join(basic, 'dist'))
    .filter((f) => f.endsWith('index.html'))
    .map((f) => [f, fs.readFileSync(path.join(basic, 'dist', f), 'utf8')])
    // Redirect stubs have no footer.
    .filter(([, html]) => !html.includes('http-equiv="refresh"'));
  assert.ok(pages.length > 40);
  for (const [file, html] of pages) assert.match(html, /<p class="team-note">Questions\? Ask the \w+ team\.<\/p><footer class="footer footer--dark">/, file);
});

test('an edited override re-renders the pages it shows, through the build cache', async () => {
  await build();
  write('theme/_Stability.tsx', HELPER.replace('Stable since 1.0', 'Beta'));
  const r = await build(['--jobs', '3']);
  assert.doesNotMatch(r.stdout, /\d+ from the cache, 0 rendered/);
  for (const op of operationPages()) assert.match(op, /<p class="stability">Beta \(/);
});

test('removing the overrides restores the built-in components', async () => {
  fs.rmSync(path.join(site, 'theme'), { recursive: true });
  await build();
  assert.doesNotMatch(readPage(dist, '/'), /team-note/);
  for (const op of operationPages()) assert.doesNotMatch(op, /my-op|stability/);
});

test('a file named after no component is an error listing the names', async () => {
  write('theme/Sidebarr.tsx', 'export default function X() { return null; }\n');
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /theme\/Sidebarr\.tsx: there is no template component named "Sidebarr" to override/);
  assert.match(r.stderr, /Navbar, Footer, DocPage/);
  fs.rmSync(path.join(site, 'theme'), { recursive: true });
});
