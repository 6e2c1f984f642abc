/**
 * Search quality on the real site: for the query set in test/acceptance/search-queries.tsv, the
 * expected page is in the top 3 pages for at least 90% of the queries, and the index beats plain
 * substring search over the same pages. The figures are reported as test diagnostics.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { sharedSiteBuild, type CliResult } from './helpers.ts';
import { searchLocal } from '../src/client/search/local.ts';
import { groupByPage } from '../src/client/search/hits.ts';
import { evaluate, loadBuiltIndex, minisearchTop, phraseTop, readPageTexts, readQueries, wordsTop, type Evaluation } from '../bench/search-eval.ts';

const cases = readQueries();
let dist: string;
let result: CliResult;

before(() => {
  ({ dist, result } = sharedSiteBuild());
});

const percent = (e: Evaluation) => `${e.found}/${e.total} (${(e.rate * 100).toFixed(1)}%)`;

test('the query set has at least 25 queries, each naming a page of the site', () => {
  assert.equal(result.code, 0, result.stderr);
  assert.ok(cases.length >= 25, `only ${cases.length} queries`);
  const routes = new Set(readPageTexts(dist).map((p) => p.route));
  for (const c of cases) assert.ok(routes.has(c.expected), `"${c.query}" expects ${c.expected}, which is not a page`);
});

test('the expected page is in the top 3 for at least 90% of the queries, and beats substring search', (t) => {
  const local = evaluate(cases, minisearchTop(loadBuiltIndex(dist).index));
  const pages = readPageTexts(dist);
  const phrase = evaluate(cases, phraseTop(pages));
  const words = evaluate(cases, wordsTop(pages));
  t.diagnostic(`top-3: minisearch ${percent(local)}; substring of the whole query ${percent(phrase)}; every word as a substring ${percent(words)}`);
  for (const m of local.misses) t.diagnostic(`miss: "${m.query}" expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`);
  assert.ok(local.rate >= 0.9, `top-3 rate ${percent(local)} is under 90%`);
  assert.ok(local.found > phrase.found && local.found > words.found, 'the index must beat both substring baselines');
});

test('"webhook" puts the webhooks guide first, above the API operations that only name the resource', () => {
  const { index } = loadBuiltIndex(dist);
  const pages = groupByPage(searchLocal(index, 'webhook')).map((g) => g.page);
  assert.equal(pages[0], '/product-knowledge-graph-builder/webhooks/', pages.slice(0, 5).join(', '));
});

test('"Authorization header": the Authentication boilerplate of the API info pages is one result saying how many more pages have it', () => {
  const { index } = loadBuiltIndex(dist);
  const hits = searchLocal(index, 'Authorization header');
  const boilerplate = hits.filter((h) => h.url.startsWith('/api/') && /-api\/#auth/.test(h.url));
  // Two boilerplate texts (the scheme's and the section's), and the one API whose section says something of its own.
  assert.ok(boilerplate.length <= 3, `${boilerplate.length} API info pages' authentication sections: ${boilerplate.map((h) => h.url).join(', ')}`);
  const standsFor = boilerplate.reduce((n, h) => n + 1 + (h.repeats ?? 0), 0);
  assert.ok(standsFor >= 25, `the collapsed hits stand for ${standsFor} sections`);
  assert.ok(groupByPage(hits).slice(0, 10).some((g) => !g.page.startsWith('/api/')), 'guides are not pushed off the first results');
});
