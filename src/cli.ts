/**
 * The docsgen command line: init, dev (and its old name serve), build, check, preview.
 * Exit codes: 0 ok, 1 a content, config or usage error (or, for check, a problem at --fail-on).
 */
import path from 'node:path';
import { styleText } from 'node:util';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { build } from './generator/build.ts';
import { describeStages } from './generator/timing.ts';
import { stopBuildsForExit } from './generator/emit/staging.ts';
import { DocsgenError, formatDiagnostic, SPEC_VIOLATION, type Diagnostic } from './generator/diagnostics.ts';
import { GENERATOR_VERSION } from './generator/render/page-views.ts';
import { FAIL_ON_LEVELS, fails, formatHuman, toJson, type FailOn } from './generator/check/report.ts';
import { initSite } from './commands/init.ts';

type Style = Parameters<typeof styleText>[0];

/**
 * Whether to colour a stream's output: FORCE_COLOR (any value but "0" or "false") turns colour on
 * even when piped, else NO_COLOR (any non-empty value) turns it off, else a terminal gets colour.
 */
export function colourFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  return stream.isTTY === true;
}
const useColour = colourFor(process.stderr);
const paint = (style: Style, text: string) => (useColour ? styleText(style, text) : text);

/** Runs the CLI and resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('docsgen')
    .description('Start, write, build, check and preview a documentation site from Markdown and OpenAPI.')
    .addHelpText('after', '\nExit codes: 0 success; 1 a content, config or usage error (the message names the file, line and fix),\nor for `check`, a problem at the --fail-on level. FORCE_COLOR=1 forces colour, NO_COLOR=1 turns it off.')
    .version(GENERATOR_VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(paint('red', text)) });

  program
    .command('init')
    .description('write a starter site (docs, an OpenAPI file, a sidebar) into a new or empty folder')
    .argument('[dir]', 'the folder to create the site in', '.')
    .action((dir: string) => {
      exitCode = runInit(dir);
    });

  const devCommand = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .option('-c, --config <file>', 'path of the site config', 'site.config.ts')
      .option('-o, --out <dir>', 'output folder (default: dist/ beside the config file)')
      .option('-p, --port <number>', 'port to listen on (0 picks a free one)', parsePort, 3000)
      .option('--host <address>', 'address to listen on', '127.0.0.1')
      .option('--no-watch', 'serve the output folder as it is: no rebuilds, no live reload')
      .action(async (opts: { config: string; out?: string; port: number; host: string; watch: boolean }) => {
        const outDir = opts.out === undefined ? undefined : path.resolve(opts.out);
        // Each command loads only its own modules (the server and watcher are not a build's start-up cost).
        const { serveCommand } = await import('./generator/serve/index.ts');
        exitCode = await serveCommand({ configPath: opts.config, outDir, port: opts.port, host: opts.host, watch: opts.watch });
      });
  devCommand('dev', 'build, serve on 127.0.0.1 and rebuild and reload pages on every change');
  // `serve` was the dev server's first name; Docusaurus users know `serve` as a preview of dist/,
  // which is `docsgen preview` here.
  devCommand('serve', 'the old name of `docsgen dev` (to preview dist/ as deployed, use `docsgen preview`)');

  program
    .command('build')
    .description('build the site into the output folder')
    .option('-c, --config <file>', 'path of the site config', 'site.config.ts')
    .option('-o, --out <dir>', 'output folder (default: dist/ beside the config file)')
    .option('--base-url <path>', "the path the site is served from, instead of the config's baseUrl (e.g. /docs/)", parseBaseUrl)
    .option('--no-cache', 'ignore and do not update the build cache (.docsgen-cache/ beside the config)')
    .option('-j, --jobs <n>', 'threads for Markdown and API pages; 1 renders in the main thread (default: one per CPU)', parseJobs)
    .action(async (opts: { config: string; out?: string; baseUrl?: string; cache: boolean; jobs?: number }) => {
      exitCode = await runBuild(opts.config, opts.out === undefined ? undefined : path.resolve(opts.out), { cache: opts.cache, jobs: opts.jobs, baseUrl: opts.baseUrl });
    });

  program
    .command('preview')
    .description('serve the built output folder as a static host would, with its _redirects rules and 404 page')
    .option('-c, --config <file>', 'path of the site config (its folder holds dist/)', 'site.config.ts')
    .option('-o, --out <dir>', 'the built folder to serve (default: dist/ beside the config file)')
    .option('-p, --port <number>', 'port to listen on (0 picks a free one)', parsePort, 4173)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .action(async (opts: { config: string; out?: string; port: number; host: string }) => {
      exitCode = await runPreview(opts);
    });

  program
    .command('check')
    .description('check every link, anchor, image and redirect of the built site')
    .option('-c, --config <file>', 'path of the site config', 'site.config.ts')
    .option('-o, --out <dir>', 'output folder to check (default: dist/ beside the config file)')
    .option('--json', 'print the findings as JSON, in the shape the README documents')
    .option('--no-build', 'check the output folder as it is, without building first')
    .addOption(new Option('--fail-on <level>', 'exit 1 when a problem of this level is found').choices(FAIL_ON_LEVELS).default('error'))
    .action(async (opts: CheckCommandOptions) => {
      exitCode = await runCheck(opts);
    });

  program
    .command('migrate')
    .description('write site.config.ts from the Docusaurus config (and sidebars file) in this folder')
    .option('-d, --dir <folder>', 'the Docusaurus site folder', '.')
    .action(async (opts: { dir: string }) => {
      exitCode = await runMigrate(path.resolve(opts.dir));
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 1;
    throw error;
  }
  return exitCode;
}

function parseBaseUrl(value: string): string {
  const trimmed = value.trim();
  if (!/^\/?([A-Za-z0-9._~-]+\/?)*$/.test(trimmed)) throw new InvalidArgumentError('expected a path such as /docs/ (letters, digits, ".", "_", "~", "-" and "/")');
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

function runInit(dir: string): number {
  try {
    const result = initSite(dir);
    const relative = path.relative(process.cwd(), result.dir);
    const shown = relative === '' ? '.' : relative.startsWith('..') ? result.dir : relative;
    console.log(`${paint('green', '✔')} wrote a starter site of ${result.files.length} files into ${shown}/`);
    const cd = shown === '.' ? '' : `cd ${shown} && `;
    console.log(`\nNext:\n  ${cd}npm install\n  npm run dev       write with live reload at http://127.0.0.1:3000/\n  npm run build     build the site into dist/ (then npm run check, npm run preview)`);
    return 0;
  } catch (error) {
    return reportCommandFailure(error);
  }
}

async function runPreview(opts: { config: string; out?: string; port: number; host: string }): Promise<number> {
  const outDir = opts.out === undefined ? path.join(path.dirname(path.resolve(opts.config)), 'dist') : path.resolve(opts.out);
  try {
    const { startPreview } = await import('./commands/preview.ts');
    const server = await startPreview({ outDir, port: opts.port, host: opts.host });
    console.log(`${paint('green', '✔')} previewing ${path.relative(process.cwd(), outDir) || '.'}/ as deployed at ${paint('cyan', server.url)} (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => {
      const stop = () => void server.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (error) {
    return reportCommandFailure(error);
  }
}

async function runMigrate(siteDir: string): Promise<number> {
  try {
    const { migrateDocusaurusSite } = await import('./generator/config/docusaurus/migrate.ts');
    const { written, warnings } = await migrateDocusaurusSite(siteDir);
    for (const w of warnings) console.error(`${paint('yellow', '⚠')} ${formatDiagnostic(w)}`);
    console.log(`${paint('green', '✔')} wrote ${path.relative(process.cwd(), written) || written}`);
    return 0;
  } catch (error) {
    return reportFailure(error);
  }
}

function parseJobs(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of threads, 1 or more');
  return n;
}

async function runBuild(configPath: string, out: string | undefined, tuning: { cache: boolean; jobs?: number; baseUrl?: string }): Promise<number> {
  const started = performance.now();
  const progress = (stage: string) => {
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${paint('cyan', '●')} building: ${stage}…`);
  };
  const stopHandling = removeStagingOnInterrupt();
  try {
    const result = await build({ configPath, outDir: out, onStage: progress, ...tuning });
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
    printWarnings(result.warnings);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const where = path.relative(process.cwd(), result.outDir) || '.';
    const warnings = result.warnings.length;
    console.log(
      `${paint('green', '✔')} built ${result.pages} pages and ${result.redirects} redirects into ${where}/ in ${seconds} s` +
        (warnings ? paint('yellow', ` (${warnings} warning${warnings === 1 ? '' : 's'})`) : ' (no warnings)'),
    );
    if (result.instances.length) console.log(paint('dim', `  other docs: ${result.instances.map((d) => `${d.label} ${d.pages} pages`).join(', ')}`));
    if (result.versions.length) console.log(paint('dim', `  other docs versions: ${result.versions.map((v) => `${v.label} ${v.pages} pages`).join(', ')}`));
    if (result.locales.length) console.log(paint('dim', `  other locales: ${result.locales.map((l) => `${l.code} ${l.pages} pages in ${where}/${l.path}/`).join(', ')}`));
    console.log(paint('dim', `  ${describeStages(result.stages)}`));
    const { cached, computed, threads } = result.compiled;
    console.log(paint('dim', `  docs and API groups: ${cached} from the cache, ${computed} rendered on ${threads} thread${threads === 1 ? '' : 's'}`));
    if (result.blogPosts) console.log(paint('dim', `  blog posts: ${result.blogPosts.cached} from the cache, ${result.blogPosts.rendered} rendered`));
    const elsewhere = result.renderedElsewhere ? ` (${result.renderedElsewhere} of them on another thread)` : '';
    console.log(paint('dim', `  pages: ${result.reusedPages} unchanged since the last build (linked), ${result.pages - result.reusedPages} rendered${elsewhere}`));
    return printGroupErrors(result.errors) ? 1 : 0;
  } catch (error) {
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
    return reportFailure(error);
  } finally {
    stopHandling();
  }
}

/**
 * While a build runs, Ctrl+C (SIGINT) or SIGTERM removes its staging folder before the process ends:
 * the previous output stays as it was and nothing half-written is left beside it. The swap itself is
 * synchronous, so a signal never lands between its steps; after it, the handler finishes deleting the
 * previous output and says the new one is in place. Returns a function that removes the handlers.
 */
function removeStagingOnInterrupt(): () => void {
  const handler = (signal: NodeJS.Signals) => {
    const { output, leftOver } = stopBuildsForExit();
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
    const outcome = output === 'new' ? 'its new output was already in place' : 'the previous output was left as it was';
    console.error(paint('red', `✖ the build was interrupted (${signal}); ${outcome}`));
    for (const dir of leftOver) console.error(`  ${path.relative(process.cwd(), dir)} could not be removed yet; the next build removes it`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

interface CheckCommandOptions {
  config: string;
  out?: string;
  json?: boolean;
  build: boolean;
  failOn: FailOn;
}

/** `docsgen check`: builds (unless --no-build), checks the output, prints the findings; exit 1 when they meet --fail-on. */
async function runCheck(opts: CheckCommandOptions): Promise<number> {
  const configPath = path.resolve(opts.config);
  const rootDir = path.dirname(configPath);
  let outDir = opts.out === undefined ? path.join(rootDir, 'dist') : path.resolve(opts.out);
  if (opts.build) {
    const stopHandling = removeStagingOnInterrupt();
    try {
      const result = await build({ configPath, outDir, onStage: (stage) => process.stderr.isTTY && process.stderr.write(`\r\x1b[2K${paint('cyan', '●')} building: ${stage}…`) });
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
      outDir = result.outDir;
      const warned = result.warnings.length ? ` (${result.warnings.length} build warning${result.warnings.length === 1 ? '' : 's'}; \`docsgen build\` lists them)` : '';
      console.error(`${paint('green', '✔')} built ${result.pages} pages into ${path.relative(process.cwd(), outDir) || '.'}/${warned}`);
      // In a check, every violation of the OpenAPI schema and every failed spec check is an error.
      const violations = result.warnings.filter((w) => w.code === SPEC_VIOLATION);
      for (const d of violations) console.error(`${paint('red', '✖')} ${formatDiagnostic(d)}`);
      if (printGroupErrors(result.errors) || violations.length) {
        console.error(paint('red', `✖ the API specs have ${violations.length + result.errors.length} error${violations.length + result.errors.length === 1 ? '' : 's'} (docsgen check treats every spec violation as an error)`));
        return 1;
      }
    } catch (error) {
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
      return reportFailure(error);
    } finally {
      stopHandling();
    }
  }
  try {
    const { checkSite } = await import('./generator/check/check-site.ts');
    const report = checkSite({ rootDir, outDir, configFile: path.relative(rootDir, configPath).split(path.sep).join('/') });
    const paintOut = (style: Style, text: string) => (colourFor(process.stdout) ? styleText(style, text) : text);
    console.log(opts.json ? JSON.stringify(toJson(report, opts.failOn), null, 2) : formatHuman(report, opts.failOn, paintOut));
    return fails(report.problems, opts.failOn) ? 1 : 0;
  } catch (error) {
    if (error instanceof DocsgenError) for (const d of error.diagnostics) console.error(`${paint('red', '✖')} ${formatDiagnostic(d)}`);
    else console.error(paint('red', `✖ the check failed: ${error instanceof Error ? error.message : String(error)}`));
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    return 1;
  }
}

/** Prints the errors of API groups left out of an otherwise built site; true when there were any. */
function printGroupErrors(errors: Diagnostic[]): boolean {
  if (!errors.length) return false;
  console.error(paint('red', `✖ ${errors.length} error${errors.length === 1 ? '' : 's'}: the API groups of these spec files were left out, the rest of the site was built`));
  for (const d of errors) console.error(`${paint('red', '✖')} ${formatDiagnostic(d)}`);
  return true;
}

function printWarnings(warnings: Diagnostic[]): void {
  if (!warnings.length) return;
  console.error(paint('yellow', `${warnings.length} warning${warnings.length === 1 ? '' : 's'}:`));
  for (const w of warnings) console.error(`${paint('yellow', '⚠')} ${formatDiagnostic(w)}`);
}

/** Prints a clear error (file:line, what, how to fix) and never a raw stack trace, unless DEBUG is set. */
/** A command other than a build failed: its diagnostics as they are (no "the build failed" line). */
function reportCommandFailure(error: unknown): number {
  if (!(error instanceof DocsgenError)) return reportFailure(error);
  for (const d of error.diagnostics) console.error(`${paint('red', '✖')} ${formatDiagnostic(d)}`);
  return 1;
}

export function reportFailure(error: unknown): number {
  if (error instanceof DocsgenError) {
    // One error found by several docs (a component two docs import, its import missing) is said once.
    const lines = [...new Set(error.diagnostics.map(formatDiagnostic))];
    const n = lines.length;
    printWarnings(error.warnings ?? []);
    console.error(paint('red', `✖ the build failed with ${n} error${n === 1 ? '' : 's'}; ${error.noOutput ? 'no output was written' : 'the previous output was left as it was'}:`));
    for (const line of lines) console.error(`${paint('red', '✖')} ${line}`);
    // A plugin's own error (see plugins/run-plugins.ts): its stack trace, for the plugin's author.
    if (process.env.DEBUG && error.cause instanceof Error) console.error(error.cause.stack);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(paint('red', `✖ the build failed: ${message}`));
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  else console.error(paint('dim', '  (set DEBUG=1 to print the stack trace)'));
  return 1;
}
