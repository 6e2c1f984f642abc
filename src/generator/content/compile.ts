/**
 * The expensive, pure part of a build: the Markdown of every doc and the pages of every API group.
 * Each result is read from the on-disk build cache when its inputs are unchanged; the rest is
 * computed in worker threads (or in the main thread when there is little to do) and stored back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics.ts';
import type { Doc } from './load-docs.ts';
import type { MarkdownInput } from './markdown/pipeline.ts';
import type { Contributions } from '../routes/route-table.ts';
import { CACHE_DIR_NAME, cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { buildWorkerCount, PARALLEL_THRESHOLD, someSiteFile } from '../../../bin/early-workers.js';
import { configFingerprint, generatorFingerprint, routeMapFingerprint } from '../cache/fingerprint.ts';
import { combineApiGroups, specFilesOf, type ApiGroupResult } from '../openapi/contributions.ts';
import { readSiteFile } from './site-files.ts';
import { createInProcessExecutor, createWorkerPool, discardEarlyWorkers, type Executor, type WorkerPool } from '../parallel/pool.ts';
import type { ApiGroupOutcome, CompileContext, CompiledDoc } from '../parallel/tasks.ts';
import { mdxExtrasOf } from './mdx/doc-extras.ts';

export type { CompiledDoc } from '../parallel/tasks.ts';

/** Inputs of the compile step. */
export interface CompileInputs {
  config: SiteConfig;
  rootDir: string;
  /** The config module, which worker threads import their Markdown plugins from. */
  configFile?: string;
  /** Of a Docusaurus config, the docs plugin instance whose docs these are (its Markdown plugins), when not the default one. */
  docsInstance?: string;
  /** The site's component overrides, which API pages render with, and their fingerprint. */
  theme?: { files: string[]; fingerprint: string };
  docs: Doc[];
  cache: BuildCache;
  /** Threads to use: 1 computes in the main thread. Default: one per CPU, when there is enough to compute. */
  jobs?: number;
  /** Workers started early by `prestartWorkers`; closed here when they turn out not to be needed. */
  workers?: WorkerPool;
}

/** The API groups merged for the route table, with their diagnostics in config order. */
export interface CompiledApi {
  contributions: Contributions;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** Results arrive as promises, so the route table can be built while docs are still rendering. */
export interface Compilation {
  api: Promise<CompiledApi>;
  /** Each API group's own outcome, by group id in config order (the dev server rebuilds one group at a time). */
  groups: Promise<Map<string, ApiGroupOutcome>>;
  /** Rendered Markdown by the doc's path under content/. */
  markdown: Promise<Map<string, CompiledDoc>>;
  /** How many results came from the cache, how many were computed, and on how many threads. */
  stats: { cached: number; computed: number; threads: number };
  /**
   * A doc's body HTML. A doc from the cache comes without it (in a rebuild most pages are linked
   * from the previous build and never need it; at 10,000 docs it was half of every entry read): it
   * is read from the cache when first asked for.
   */
  htmlOf(doc: CompiledDoc): string;
  /** Stops the worker threads, unless handed over. */
  close(): Promise<void>;
  /** The worker threads, once every result is in, for the caller to reuse and stop (none when computed in this thread). */
  handOverWorkers(): WorkerPool | undefined;
}

/**
 * Docs are sent to the threads in batches of at most this much work (bytes of Markdown, see
 * `workOf`), and at least the smallest: each batch costs a message each way.
 */
const BATCH_WORK = { max: 48 * 1024, min: 6 * 1024 };
/**
 * Batches per thread at least, where the batch size allows: a thread that finishes early then takes
 * another one. With 48 KB batches, a 300-doc MDX site made three, and one of the two threads
 * waited the last batch's 0.3 s out (a profile).
 */
const BATCHES_PER_THREAD = 8;
/** An MDX doc costs several times a Markdown doc of its size (the MDX compile, React's render). */
const MDX_WORK_FACTOR = 4;

/**
 * Starts the worker threads before the config and the docs are loaded when the build will surely
 * need them (no cache yet, or --no-cache; see buildWorkerCount), so their start-up overlaps the main
 * thread's work. `docsgen build` started them already, before the generator loaded (see
 * bin/early-workers.js): the pool takes those, and where none are wanted they are stopped.
 */
export function prestartWorkers(options: { rootDir: string; cache: boolean; jobs?: number }): WorkerPool | undefined {
  const count = buildWorkerCount({ rootDir: options.rootDir, cache: options.cache, jobs: options.jobs });
  if (count === 0) {
    discardEarlyWorkers();
    return undefined;
  }
  return createWorkerPool(count);
}

/** Whether the site folder has an .mdx file (among the entries the walk looks at): its MDX modules are then worth loading from the start. */
export function hasMdxFiles(rootDir: string): boolean {
  return someSiteFile(rootDir, (_file, name) => /\.mdx$/i.test(name)) ?? false;
}

/** A doc as the compile task takes it; an MDX doc with its extras (front matter, title, doc cards) when given the other docs. */
export function markdownInputOf(doc: Doc, docs?: Doc[]): MarkdownInput {
  const input: MarkdownInput = { markdown: doc.body, source: doc.source, contentPath: doc.contentPath, startLine: doc.bodyStartLine };
  if (doc.titleHeading !== undefined) input.titleHeading = doc.titleHeading;
  if (doc.mdx && docs) input.mdx = mdxExtrasOf(doc, docs);
  return input;
}

/** Looks every result up in the cache and starts computing the misses. */
export async function compile(inputs: CompileInputs): Promise<Compilation> {
  const { config, rootDir, docs, cache } = inputs;
  const routes = docs.map((d): [string, string] => [d.contentPath, d.route]);
  const salt = cacheKey(await generatorFingerprint(), configFingerprint(config, rootDir), routeMapFingerprint(routes), inputs.theme?.fingerprint ?? '');

  // Cached docs whose body HTML is still in the cache, by the key it is stored under.
  const htmlKeys = new Map<CompiledDoc, string>();
  const docJobs = await Promise.all(
    docs.map(async (doc) => {
      const input = markdownInputOf(doc, docs);
      const key = cacheKey(salt, 'markdown', input.source, input.contentPath, String(input.startLine), input.markdown, input.mdx ? JSON.stringify(input.mdx) : '', input.titleHeading ?? '');
      const hit = await cache.read<CompiledDoc>(key);
      const htmlKey = htmlKeyOf(key);
      // An entry whose HTML part is gone (a build killed between the two writes) is computed again.
      if (!hit || !(await cache.keepBytes(htmlKey))) return { input, key, hit: undefined };
      htmlKeys.set(hit, htmlKey);
      return { input, key, hit };
    }),
  );
  const generator = await generatorFingerprint();
  const groupJobs = await Promise.all(
    (config.api?.groups ?? []).map(async (group) => {
      const id = group.id;
      const spec = readSpecText(rootDir, specFilesOf(config.specsDir, group));
      const key = cacheKey(salt, 'api-group', id, spec?.text ?? '');
      // The linter's findings depend on the spec's text and name and on docsgen alone (see LintResults).
      const lintKey = cacheKey(generator, 'spec-lint', spec?.file ?? '', spec?.text ?? '');
      const hit = await cache.read<ApiGroupOutcome>(key);
      // Kept while the group is: the next build that renders it again need not lint it.
      if (hit) await cache.keepBytes(lintKey);
      return { group: id, key, lintKey, size: spec?.text.length ?? 0, hit };
    }),
  );

  const docMisses = docJobs.filter((j) => !j.hit);
  const groupMisses = groupJobs.filter((j) => !j.hit);
  // Specs cost about twice as much per byte as Markdown (validation, schema views, code samples).
  const work = docMisses.reduce((n, j) => n + j.input.markdown.length, 0) + 2 * groupMisses.reduce((n, j) => n + j.size, 0);
  const context: CompileContext = { rootDir, config, routes, configFile: inputs.configFile, ...(inputs.docsInstance ? { docsInstance: inputs.docsInstance } : {}), theme: inputs.theme };
  const parallel = work > 0 && (inputs.jobs === undefined ? os.availableParallelism() > 1 && work >= PARALLEL_THRESHOLD : inputs.jobs > 1);
  if (!parallel) await inputs.workers?.close();
  // The main thread computes too, beside one worker fewer than threads: it would otherwise only wait,
  // and each worker loads and optimizes every module again. On 2 cores, one worker and the main thread
  // built this site with 4% less CPU than two workers, and 1,500 docs with 6% less (8 pairs each).
  let pool = parallel ? (inputs.workers ?? createWorkerPool((inputs.jobs ?? os.availableParallelism()) - 1)) : undefined;
  const executor: Executor = pool ? pool.use(context, { alsoHere: true }) : createInProcessExecutor(context);

  // The biggest specs first, then the docs: workers take tasks from the front of the queue, the main
  // thread from its end, so no thread is left with a long one at the end.
  const groupOutcomes = new Map<string, Promise<ApiGroupOutcome>>();
  const lintJobs: Array<() => void> = [];
  for (const job of [...groupMisses].sort((a, b) => b.size - a.size)) {
    const cachedLint = await cache.readBytes(job.lintKey);
    const lint = cachedLint ? (JSON.parse(cachedLint.toString('utf8')) as Diagnostic[]) : undefined;
    // A spec not linted yet is linted by a task of its own, beside its pages (which wait for nothing
    // else): the lint of a big spec takes seconds that another thread can take (strict mode, where
    // findings are errors that keep the group out, lints in the group's task).
    const deferLint = !lint && !config.api?.strict && executor.threads > 1;
    // Made now, started once every group's pages are queued: a group whose pages come back while this
    // loop still awaits the cache must wait for its findings, not take "none".
    const linting = deferLint
      ? new Promise<Diagnostic[] | null>((resolve, reject) => lintJobs.push(() => executor.run('spec-lint', { group: job.group }).then(resolve, reject)))
      : Promise.resolve(null);
    // Awaited once the pages are in; a failure of the pages' task first must not leave it unhandled.
    linting.catch(() => {});
    const pages = executor.run('api-group', { group: job.group, lint, deferLint });
    groupOutcomes.set(
      job.group,
      pages.then(async ({ lint: linted, lintAt, ...outcome }) => {
        const found = await linting;
        // The findings go where the loader would have reported them; none when the spec did not load.
        if (lintAt !== undefined && found) {
          outcome.warnings.splice(lintAt, 0, ...found);
          linted = found;
        }
        if (linted) cache.writeBytes(job.lintKey, Buffer.from(JSON.stringify(linted)));
        if (outcome.result && outcome.errors.length === 0) cache.write(job.key, outcome, outcome.result.dependencies);
        return outcome;
      }),
    );
  }
  // Queued after every group's pages: the threads start on the longest tasks first.
  for (const start of lintJobs) start();
  const groups = Promise.all(groupJobs.map((j) => j.hit ?? groupOutcomes.get(j.group)!)).then((outcomes) => new Map(groupJobs.map((j, i) => [j.group, outcomes[i]])));
  const api = groups.then((byGroup) => mergeGroups([...byGroup.values()]));

  const markdown = Promise.all(
    batches(docMisses, executor.threads).map(async (batch) => {
      const outputs = await executor.run('markdown', batch.map((j) => j.input));
      outputs.forEach((rendered, i) => {
        // A doc that failed is built again next time (its error is reported by the build).
        if (rendered.errors?.length) return;
        cache.write(batch[i].key, { ...rendered, html: '' }, rendered.dependencies);
        cache.writeBytes(htmlKeyOf(batch[i].key), Buffer.from(rendered.html));
      });
      return outputs.map((rendered, i) => [batch[i].input.contentPath, rendered] as const);
    }),
  ).then((computed) => {
    const byPath = new Map(computed.flat());
    return new Map(docJobs.map((j) => [j.input.contentPath, j.hit ?? byPath.get(j.input.contentPath)!]));
  });
  // Settle both before anyone awaits one of them, so a failure in the other is never unhandled.
  api.catch(() => {});
  groups.catch(() => {});
  markdown.catch(() => {});

  const cached = docJobs.length - docMisses.length + groupJobs.length - groupMisses.length;
  return {
    api,
    groups,
    markdown,
    stats: { cached, computed: docMisses.length + groupMisses.length, threads: executor.threads },
    htmlOf(doc) {
      const key = htmlKeys.get(doc);
      if (key === undefined) return doc.html;
      const bytes = cache.readBytesSync(key);
      if (!bytes) {
        throw new DocsgenError({ file: CACHE_DIR_NAME, message: 'a rendered doc went missing from the build cache during the build', hint: 'build again, or with --no-cache' });
      }
      htmlKeys.delete(doc);
      return (doc.html = bytes.toString('utf8'));
    },
    close: async () => {
      await pool?.close();
      pool = undefined;
    },
    handOverWorkers() {
      const workers = pool;
      pool = undefined;
      return workers;
    },
  };
}

/** Where a doc's body HTML is kept, beside its entry: stored as is, read only when needed. */
function htmlKeyOf(key: string): string {
  return cacheKey(key, 'html');
}

export function mergeGroups(outcomes: ApiGroupOutcome[]): CompiledApi {
  const groups: Array<ApiGroupResult | null> = outcomes.map((o) => o.result);
  return { contributions: combineApiGroups(groups), errors: outcomes.flatMap((o) => o.errors), warnings: outcomes.flatMap((o) => o.warnings) };
}

/** The text and file name of a group's spec (the first of its candidates that exists), or undefined when there is none. */
function readSpecText(rootDir: string, candidates: string[]): { text: string; file: string } | undefined {
  for (const file of candidates) {
    // Only a regular file inside the site is read (a named pipe would block): the loader reports the rest.
    const read = readSiteFile(rootDir, path.join(rootDir, file));
    if (read.ok) return { text: read.bytes.toString('utf8'), file };
    if (read.reason !== 'missing') return { text: '', file };
  }
  return undefined;
}

/** A doc's expected cost, in bytes of plain Markdown. */
function workOf(input: MarkdownInput): number {
  return input.markdown.length * (input.mdx ? MDX_WORK_FACTOR : 1);
}

/** The docs in batches of similar work, `BATCHES_PER_THREAD` a thread where they are big enough. */
function batches<T extends { input: MarkdownInput }>(jobs: T[], threads: number): T[][] {
  const total = jobs.reduce((sum, job) => sum + workOf(job.input), 0);
  const size = Math.min(BATCH_WORK.max, Math.max(BATCH_WORK.min, total / (threads * BATCHES_PER_THREAD)));
  const out: T[][] = [];
  let current: T[] = [];
  let work = 0;
  for (const job of jobs) {
    current.push(job);
    work += workOf(job.input);
    if (work >= size) {
      out.push(current);
      current = [];
      work = 0;
    }
  }
  if (current.length) out.push(current);
  return out;
}
