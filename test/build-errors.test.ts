import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, listFiles } from './helpers.ts';

async function buildFixture(mutate: (site: string) => void) {
  const site = copyFixture('basic');
  mutate(site);
  return { site, ...(await runCliHosted(['build', '--config', path.join(site, 'site.config.ts')])) };
}

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

const noStack = (stderr: string) => assert.doesNotMatch(stderr, /\n\s+at .+:\d+:\d+/, 'a raw stack trace was printed');

test('malformed YAML front matter: file:line, exit 1, no stack trace', async () => {
  const r = await buildFixture((site) => {
    fs.writeFileSync(path.join(site, 'content/guide/broken.md'), '---\ntitle: Broken\ndescription: "unclosed\n---\n\nBody\n');
  });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /content\/guide\/broken\.md:\d+: invalid YAML in front matter/);
  assert.match(r.stderr, /fix: /);
  noStack(r.stderr);
});

test('two files for one route: an error naming both, exit 1', async () => {
  const r = await buildFixture((site) => {
    fs.writeFileSync(path.join(site, 'content/guide/other.md'), '---\ntitle: Other\nslug: /guide/setup\n---\n\nClash.\n');
  });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /two sources make the route \/guide\/setup\/: content\/guide\/(other|setup)\.md and content\/guide\/(other|setup)\.md/);
  noStack(r.stderr);
});

test('one broken component two docs import is one error, at the component\'s line', async () => {
  const r = await buildFixture((site) => {
    fs.mkdirSync(path.join(site, 'content/_components'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content/_components/Beam.jsx'), "import { some } from 'no-such-package/option';\nexport default function Beam() { return <span>{String(some(1))}</span>; }\n");
    for (const name of ['one', 'two']) fs.writeFileSync(path.join(site, `content/guide/${name}.mdx`), `import Beam from '../_components/Beam.jsx';\n\n# ${name}\n\n<Beam />\n`);
  });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /the build failed with 1 error;/);
  assert.equal(r.stderr.match(/content\/_components\/Beam\.jsx:1: cannot find the import "no-such-package\/option"/g)?.length, 1, r.stderr);
  noStack(r.stderr);
});

test('an unknown config key: named, exit 1', async () => {
  const r = await buildFixture((site) => {
    const config = path.join(site, 'site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  colour: 'blue',"));
  });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /site\.config\.ts: unknown key "colour" in the config/);
  noStack(r.stderr);
});

test('a missing config file is a clear error', async () => {
  const r = await runCliHosted(['build', '--config', '/nonexistent/site.config.ts']);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /site\.config\.ts: there is no site\.config\.ts, nor a docusaurus\.config\.\(js\|ts\|mjs\), in \/nonexistent\n/);
  const other = await runCliHosted(['build', '--config', '/nonexistent/docs.config.ts']);
  assert.match(other.stderr, /docs\.config\.ts: the config file does not exist/);
});

test('a failed build leaves the previous dist/ untouched', async () => {
  const site = copyFixture('basic');
  const config = path.join(site, 'site.config.ts');
  assert.equal((await runCliHosted(['build', '--config', config])).code, 0);
  const dist = path.join(site, 'dist');
  const before = listFiles(dist).map((f) => [f, fs.readFileSync(path.join(dist, f), 'utf8')]);
  fs.writeFileSync(path.join(site, 'content/guide/broken.md'), '---\ntitle: [\n---\n');
  assert.equal((await runCliHosted(['build', '--config', config])).code, 1);
  const after = listFiles(dist).map((f) => [f, fs.readFileSync(path.join(dist, f), 'utf8')]);
  assert.deepEqual(after, before);
  // No staging folder is left behind either (the build cache is meant to stay).
  assert.deepEqual(fs.readdirSync(site).filter((n) => n.startsWith('.docsgen-') && n !== '.docsgen-cache'), []);
});

test('--help and --version', async () => {
  const help = await runCliHosted(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /Usage: docsgen/);
  assert.match(help.stdout, /build \[options\]/);
  const version = await runCliHosted(['--version']);
  assert.equal(version.code, 0);
  assert.match(version.stdout, /^\d+\.\d+\.\d+/);
});
