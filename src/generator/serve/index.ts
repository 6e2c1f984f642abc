/**
 * `docsgen serve`: serves the output folder with the deployed URL rules. In watch mode it builds
 * first, rebuilds on every change to content, specs, the config or the templates, reloads open
 * pages, and on a failed build keeps serving the last good site while the browser and the terminal
 * show the error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { styleText } from 'node:util';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { Builder, type UpdateOutcome } from './builder.ts';
import { buildOnce, describeError } from './build-once.ts';
import { rulesDataOf, type RulesData } from './resolve.ts';
import { MemorySite } from './site-files.ts';
import { LiveReload } from './live-reload.ts';
import type { SiteRules } from './resolve.ts';
import { startServer, type RunningServer } from './server.ts';
import { describeTargets, watchSources } from './watch.ts';
import { customCssPaths } from './style-paths.ts';
import { pluginWatchPaths } from '../plugins/index.ts';
import { blogsOf } from '../config/schema.ts';

/** The options of `docsgen serve`. */
export interface ServeOptions {
  configPath: string;
  /** Output folder; defaults to dist/ beside the config. */
  outDir?: string;
  port: number;
  host: string;
  watch: boolean;
}

/** How long the clean-up after Ctrl+C may take before the process exits anyway. */
const STOP_GRACE_MS = 3000;

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
  let rules = toRules(rulesDataOf(loaded.config));

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
  // The static folders as the config names them when the server starts.
  const site = options.watch ? new MemorySite({ rootDir: loaded.rootDir, dirs: loaded.config.staticDirectories.map((dir) => path.resolve(loaded.rootDir, dir)) }) : undefined;
  let server: RunningServer;
  try {
    server = await startServer({ root: outDir, site, host: options.host, port: options.port, rules: () => rules, live });
  } catch (error) {
    return reportListenError(error as NodeJS.ErrnoException, options);
  }

  let builder: Builder | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  if (options.watch && live && site) {
    const memory = site;
    const reporter = updateReporter(live, memory, (next) => (rules = next));
    // Set once watching starts (below); a stylesheet the custom CSS @imports from another folder is watched as the builds find it.
    let watchStyles = (_files: string[]) => {};
    builder = new Builder({
      configPath: options.configPath,
      onStart: reporter.started,
      onDone: (outcome, changed, full) => {
        if (outcome.ok && 'update' in outcome) watchStyles(outcome.update.styleFiles);
        reporter.done(outcome, changed, full);
      },
    });
    const post = builder;
    memory.setMaker(async () => {
      const outputs = await post.post();
      if (outputs) reporter.postWarnings(outputs.warnings);
      return outputs?.files;
    });
    const pluginPaths = loaded.config.plugins.flatMap((plugin) => pluginWatchPaths(loaded.rootDir, plugin));
    const targets = { rootDir: loaded.rootDir, contentDir: path.join(loaded.rootDir, loaded.config.contentDir), specsDir: path.join(loaded.rootDir, loaded.config.specsDir), configFile: loaded.configFile, outDir, pluginPaths, styleFiles: customCssPaths(loaded.rootDir, loaded.config.customCss), blogDirs: blogsOf(loaded.config).map((b) => path.join(loaded.rootDir, b.dir)) };
    // Watching starts before the site loads, so a save during it makes one more update.
    // Sidebars a repo's sidebarItemsGenerator made from the docs are made again with the config.
    const sidebarInput = (file: string) => loaded.sidebarsFromDocs === true && file.startsWith(targets.contentDir + path.sep) && /\.mdx?$|[\\/]_category_\.(json|ya?ml)$/.test(file);
    const watcher = watchSources(targets, (file, shownFile, fresh) => {
      reporter.name(file, shownFile);
      builder?.request(file, fresh || sidebarInput(file));
    });
    const watchedStyles = new Set(targets.styleFiles);
    watchStyles = (files) => {
      const added = files.filter((file) => !watchedStyles.has(file) && !targets.styleFiles.some((dir) => file.startsWith(dir + path.sep)));
      for (const file of added) watchedStyles.add(file);
      if (added.length) watcher.add(added);
    };
    stopWatching = () => watcher.close();
    say(`${paint(process.stdout, 'cyan', '●')} loading the site…`);
    await builder.buildNow();
    const from = path.relative(process.cwd(), targets.contentDir) || '.';
    say(`${paint(process.stdout, 'green', '✔')} serving ${from}/ at ${server.url}`);
    say(paint(process.stdout, 'dim', `  pages are served from memory (nothing is written to ${shown}/); watching ${describeTargets(targets)}: an edit updates open pages in place. Ctrl+C stops.`));
    // As \`docusaurus start\`: one locale is served; the build makes them all.
    const others = loaded.config.siteLocales.filter((l) => !l.current).map((l) => l.code);
    if (others.length) say(paint(process.stdout, 'dim', `  the site's default locale (${loaded.config.locale.code}) is served; its other locales (${others.join(', ')}) are built by docsgen build`));
    const versions = loaded.config.docsVersions.filter((v) => !v.current).map((v) => v.label);
    if (versions.length) say(paint(process.stdout, 'dim', `  the docs' last version (${loaded.config.docsVersion.label}) is served; the others (${versions.join(', ')}) are built by docsgen build`));
    if (loaded.config.otherDocs.length) say(paint(process.stdout, 'dim', `  the docs of ${loaded.config.docsRouteBase} are served; the other docs (${loaded.config.otherDocs.map((d) => d.routeBase).join(', ')}) are built by docsgen build`));
  } else {
    say(`${paint(process.stdout, 'green', '✔')} serving ${shown}/ at ${server.url}`);
    say(paint(process.stdout, 'dim', '  not watching for changes (--no-watch). Ctrl+C stops.'));
  }

  await stopSignal();
  // One Ctrl+C stops the server: whatever still holds the process (a file handle, a socket) after
  // the clean-up below does not keep it running.
  setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  await stopWatching?.();
  await builder?.close();
  await server.close();
  return 0;
}

function toRules(data: RulesData): SiteRules {
  return { ...data, redirects: new Map(data.redirects) };
}

/** Prints each update's outcome once, and passes it to the site in memory, the open pages and the URL rules. */
function updateReporter(live: LiveReload, site: MemorySite, setRules: (rules: SiteRules) => void) {
  let lastWarnings = new Set<string>();
  let lastErrors = '';
  let lastPostWarnings = new Set<string>();
  // Each warning is printed when it first appears, not again on every save.
  const fresh = (warnings: string[], last: Set<string>) => warnings.filter((w) => !last.has(w));
  const shownOf = new Map<string, string>();
  const show = (changed: string[]) => changed.map((file) => shownOf.get(file) ?? file);
  return {
    name(file: string, shown: string) {
      shownOf.set(file, shown);
    },
    started(changed: string[], full: boolean) {
      if (changed.length) say(`${paint(process.stdout, 'cyan', '↻')} ${describeChange(show(changed))}${full ? ': loading the site again…' : ''}`);
    },
    done(outcome: UpdateOutcome, changed: string[], full: boolean) {
      const took = outcome.ms < 1000 ? `${Math.round(outcome.ms)} ms` : `${(outcome.ms / 1000).toFixed(2)} s`;
      if (!outcome.ok) {
        const errors = outcome.errors.join('\n');
        const serving = site.hasFiles() ? 'still serving the last good pages' : 'there is nothing to serve until the error is fixed';
        // The same error again (another save of a still broken file) is not printed again.
        if (errors === lastErrors) say(paint(process.stderr, 'red', `✖ still failing (${took}): the same error as above`));
        else printErrors(`the update failed (${took}); ${serving}:`, outcome.errors);
        lastErrors = errors;
        live.failed({ title: 'The site could not be updated', details: errors });
        return;
      }
      const fixed = lastErrors !== '';
      lastErrors = '';
      const { update } = outcome;
      site.apply(update.delta, full);
      setRules(toRules(outcome.rules));
      live.succeeded({ changed: update.changed, sidebars: update.sidebars, reload: update.reload || full });
      const pages = live.listeners;
      const open = pages ? `; ${pages} open page${pages === 1 ? '' : 's'} ${update.reload || full ? 'reloading' : 'updated in place'}` : '';
      if (full) say(`${paint(process.stdout, 'green', '✔')} loaded ${update.pages} pages in ${took}${open}`);
      else say(`${paint(process.stdout, 'green', '✔')} updated in ${took}${fixed ? ' (fixed)' : ''}: ${update.work}${open}`);
      printWarnings(fresh(update.warnings, lastWarnings));
      lastWarnings = new Set(update.warnings);
    },
    postWarnings(warnings: string[]) {
      printWarnings(fresh(warnings, lastPostWarnings));
      lastPostWarnings = new Set(warnings);
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
