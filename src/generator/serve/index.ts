/**
 * `docsgen serve`: serves the output folder with the deployed URL rules. In watch mode it builds
 * first, rebuilds on every change to content, specs, the config or the templates, reloads open
 * pages, and on a failed build keeps serving the last good site while the browser and the terminal
 * show the error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { styleText } from 'node:util';
import { loadConfig, type LoadedConfig } from '../load-config.ts';
import { Builder } from './builder.ts';
import { buildOnce, describeError, type BuildOutcome, type RulesData } from './build-once.ts';
import { LiveReload } from './live-reload.ts';
import type { SiteRules } from './resolve.ts';
import { startServer, type RunningServer } from './server.ts';
import { describeTargets, watchSources } from './watch.ts';

/** The options of `docsgen serve`. */
export interface ServeOptions {
  configPath: string;
  /** Output folder; defaults to dist/ beside the config. */
  outDir?: string;
  port: number;
  host: string;
  watch: boolean;
}

type Style = Parameters<typeof styleText>[0];
const paint = (stream: NodeJS.WriteStream, style: Style, text: string) => (stream.isTTY && !process.env.NO_COLOR ? styleText(style, text) : text);
const say = (text: string) => console.log(text);
const shout = (text: string) => console.error(text);

/** Runs the server until Ctrl+C (or SIGTERM); resolves to the exit code. */
export async function serveCommand(options: ServeOptions): Promise<number> {
  let loaded: LoadedConfig;
  try {
    loaded = await loadConfig(options.configPath);
  } catch (error) {
    printErrors('the site config could not be loaded:', describeError(error));
    return 1;
  }
  const outDir = path.resolve(loaded.rootDir, options.outDir ?? 'dist');
  const shown = path.relative(process.cwd(), outDir) || '.';
  let rules = toRules({ baseUrl: loaded.config.baseUrl, redirects: loaded.config.redirects.map((r) => [r.from, r.to]), unknownPaths: loaded.config.unknownPaths });

  if (!options.watch && !fs.existsSync(outDir)) {
    say(`${paint(process.stdout, 'cyan', '●')} there is no built site in ${shown}/ yet: building it first`);
    const outcome = await buildOnce(options.configPath, options.outDir);
    if (!outcome.ok) {
      printErrors('the build failed:', outcome.errors);
      return 1;
    }
    say(`${paint(process.stdout, 'green', '✔')} built ${outcome.pages} pages in ${(outcome.ms / 1000).toFixed(2)} s`);
    printWarnings(outcome.warnings);
    rules = toRules(outcome.rules);
  }

  const live = options.watch ? await LiveReload.create() : undefined;
  let server: RunningServer;
  try {
    server = await startServer({ root: outDir, host: options.host, port: options.port, rules: () => rules, live });
  } catch (error) {
    return reportListenError(error as NodeJS.ErrnoException, options);
  }

  let builder: Builder | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  if (options.watch && live) {
    const reporter = rebuildReporter(live, (next) => (rules = next), () => fs.existsSync(outDir));
    builder = new Builder({ configPath: options.configPath, outDir: options.outDir, onStart: reporter.started, onDone: reporter.done });
    const targets = { rootDir: loaded.rootDir, contentDir: path.join(loaded.rootDir, loaded.config.contentDir), specsDir: path.join(loaded.rootDir, loaded.config.specsDir), configFile: loaded.configFile, outDir };
    // Watching starts before the first build, so a save during it makes one more build.
    const watcher = watchSources(targets, (file, templates) => builder?.request(file, templates));
    stopWatching = () => watcher.close();
    say(`${paint(process.stdout, 'cyan', '●')} building the site…`);
    await builder.buildNow();
    say(`${paint(process.stdout, 'green', '✔')} serving ${shown}/ at ${server.url}`);
    say(paint(process.stdout, 'dim', `  watching ${describeTargets(targets)}; pages reload on every change. Ctrl+C stops.`));
  } else {
    say(`${paint(process.stdout, 'green', '✔')} serving ${shown}/ at ${server.url}`);
    say(paint(process.stdout, 'dim', '  not watching for changes (--no-watch). Ctrl+C stops.'));
  }

  await stopSignal();
  await stopWatching?.();
  await builder?.close();
  await server.close();
  return 0;
}

function toRules(data: RulesData): SiteRules {
  return { baseUrl: data.baseUrl, redirects: new Map(data.redirects), unknownPaths: data.unknownPaths };
}

/** Prints each rebuild's outcome and passes it to the live-reload hub and the URL rules. */
function rebuildReporter(live: LiveReload, setRules: (rules: SiteRules) => void, hasSite: () => boolean) {
  let lastWarnings = '';
  let broken = false;
  return {
    started(changed: string[]) {
      if (changed.length) say(`${paint(process.stdout, 'cyan', '↻')} ${describeChange(changed)}: rebuilding…`);
    },
    done(outcome: BuildOutcome, changed: string[]) {
      const seconds = `${(outcome.ms / 1000).toFixed(2)} s`;
      if (!outcome.ok) {
        broken = true;
        const serving = hasSite() ? 'still serving the last good site' : 'there is no site to serve until a build succeeds';
        printErrors(`the build failed (${seconds}); ${serving}:`, outcome.errors);
        live.failed({ title: 'Build failed: the site was not rebuilt', details: outcome.errors.join('\n') });
        return;
      }
      setRules(toRules(outcome.rules));
      live.succeeded(Date.now().toString(36));
      const pages = live.listeners;
      const what = changed.length ? `rebuilt in ${seconds}${broken ? ' (fixed)' : ''}` : `built ${outcome.pages} pages in ${seconds}`;
      say(`${paint(process.stdout, 'green', '✔')} ${what}${changed.length ? `; reloading ${pages} open page${pages === 1 ? '' : 's'}` : ''}`);
      broken = false;
      const warnings = outcome.warnings.join('\n');
      if (warnings !== lastWarnings) printWarnings(outcome.warnings);
      lastWarnings = warnings;
    },
  };
}

function describeChange(changed: string[]): string {
  const [first] = changed;
  return changed.length === 1 ? `${first} changed` : `${first} and ${changed.length - 1} more changed`;
}

function printWarnings(warnings: string[]): void {
  if (!warnings.length) return;
  shout(paint(process.stderr, 'yellow', `${warnings.length} warning${warnings.length === 1 ? '' : 's'}:`));
  for (const w of warnings) shout(`${paint(process.stderr, 'yellow', '⚠')} ${w}`);
}

function printErrors(headline: string, errors: string[]): void {
  shout(paint(process.stderr, 'red', `✖ ${headline}`));
  for (const e of errors) shout(`${paint(process.stderr, 'red', '✖')} ${e}`);
}

function reportListenError(error: NodeJS.ErrnoException, options: ServeOptions): number {
  const where = `${options.host}:${options.port}`;
  const [problem, fix] =
    error.code === 'EADDRINUSE'
      ? ['the port is in use by another program', 'stop the other server, or pick a free port with --port <number>']
      : error.code === 'EACCES'
        ? ['permission denied', 'use a port above 1023 with --port <number>']
        : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
          ? [`"${options.host}" is not an address of this machine`, 'pass --host 127.0.0.1 (or another local address)']
          : [error.message, 'check --host and --port'];
  shout(paint(process.stderr, 'red', `✖ cannot serve on ${where}: ${problem}`));
  shout(`    fix: ${fix}`);
  return 1;
}

/** Resolves on Ctrl+C or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
  });
}
