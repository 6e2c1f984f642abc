/**
 * The docs' remark and rehype plugins of a Docusaurus config (`remarkPlugins`, `rehypePlugins` and
 * their `beforeDefault…` forms): the repo's own functions and the packages its node_modules has
 * (import-config.ts loads them). Each is tried once on a small doc, as docsgen's pipeline (unified
 * 11) runs it: a plugin written for MDX 1 / remark 12 throws there. A package that is not installed,
 * did not load or failed that try is left out and named, with why, in the skipped-settings warning.
 */
import type { PluggableList } from 'unified';
import type { MarkdownPlugin } from '../schema.ts';
import { packageOf, stubbedPackage } from './import-config.ts';

type Obj = Record<string, unknown>;

export interface DocsMarkdownPlugins {
  remarkPlugins: MarkdownPlugin[];
  rehypePlugins: MarkdownPlugin[];
  /** The entries left out, each as one line of the warning. */
  skipped: string[];
  /** Packages named in `skipped` (the warning's "packages not installed" line leaves them out). */
  packages: string[];
}

const KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** A small doc each plugin runs on once: a heading, inline code, a link, a fenced block, math-like text. */
const TRIAL_DOC = '# Trial\n\nSome *text* with `code`, a [link](https://example.com) and $x^2$.\n\n```js\nconst a = 1;\n```\n\n$$\nE = mc^2\n$$\n';

export async function docsMarkdownPlugins(docs: Obj | undefined, where = 'presets.classic.docs'): Promise<DocsMarkdownPlugins> {
  const out: DocsMarkdownPlugins = { remarkPlugins: [], rehypePlugins: [], skipped: [], packages: [] };
  // Whether docsgen's remark-math stands in for the repo's: its math then needs docsgen's rehype-katex too.
  let ownMath = false;
  for (const key of KEYS) {
    const rehype = key.toLowerCase().includes('rehype');
    const entries = Array.isArray(docs?.[key]) ? (docs[key] as unknown[]) : [];
    for (const [i, entry] of entries.entries()) {
      const at = `${where}.${key}[${i}]`;
      const [first, ...options] = Array.isArray(entry) ? entry : [entry];
      const fn = pluginFunction(first);
      const stub = stubbedPackage(first) ?? stubbedPackage(fn);
      // The math plugins, not installed (a repo built without its node_modules) or a release for
      // Docusaurus 2's MDX 1: docsgen's own (remark-math 6, rehype-katex 7) render the formulas.
      if (stub && MATH.test(stub.name)) {
        ownMath ||= stub.name === 'remark-math';
        // Accounted for: not "a package not installed" in the warning.
        out.packages.push(stub.name);
        (rehype ? out.rehypePlugins : out.remarkPlugins).push(await ownMathPlugin(stub.name, options));
        continue;
      }
      if (stub) {
        out.skipped.push(`${at} (${stub.name}: ${stub.failed ? `failed to load: ${stub.failed}` : "not installed in the repo's node_modules"})`);
        out.packages.push(stub.name);
        continue;
      }
      if (!fn) {
        out.skipped.push(`${at} (not a plugin function)`);
        continue;
      }
      const plugin = (options.length ? [fn, ...options] : fn) as MarkdownPlugin;
      const failure = (await trialRun(plugin, rehype)) ?? (await doesNothing(fn, options, rehype));
      const name = packageOf(fn) ?? packageOf(first) ?? (fn.name || 'the repo\'s function');
      if (MATH.test(name) && (failure || (name === 'rehype-katex' && ownMath))) {
        ownMath ||= name === 'remark-math';
        (rehype ? out.rehypePlugins : out.remarkPlugins).push(await ownMathPlugin(name, options));
      } else if (failure) out.skipped.push(`${at} (${name}: ${failure})`);
      else (rehype ? out.rehypePlugins : out.remarkPlugins).push(plugin);
    }
  }
  return out;
}

/** The math plugins: Docusaurus 2's releases (remark-math 3-5, rehype-katex 5-6) do nothing under unified 11. */
const MATH = /^(remark-math|rehype-katex)$/;

/** docsgen's own release of a math plugin, with the repo's options (KaTeX's `strict`, `macros`…). */
async function ownMathPlugin(name: string, options: unknown[]): Promise<MarkdownPlugin> {
  if (name === 'remark-math') {
    const own = (await import('remark-math')).default;
    return (options.length ? [own, ...options] : own) as MarkdownPlugin;
  }
  // KaTeX's strict mode writes its notes straight to the console, named by no file: quiet unless the repo asks.
  const own = (await import('rehype-katex')).default;
  const settings = typeof options[0] === 'object' && options[0] !== null ? (options[0] as Obj) : {};
  return [own, { strict: 'ignore', ...settings }, ...options.slice(1)] as MarkdownPlugin;
}

/**
 * The plugin function of an entry: a function, or the default export of an ES module namespace
 * (`require()` of an ES-module-only package gives its namespace).
 */
function pluginFunction(value: unknown): ((...args: never[]) => unknown) | undefined {
  if (typeof value === 'function') return value as (...args: never[]) => unknown;
  const fallback = typeof value === 'object' && value !== null ? (value as { default?: unknown }).default : undefined;
  return typeof fallback === 'function' ? (fallback as (...args: never[]) => unknown) : undefined;
}

/**
 * Why a plugin does nothing in unified 11, when its attacher returns no transform, adds no syntax or
 * other data and sets no parser or compiler: the mark of a remark 12 plugin (remark-math 3) that
 * looks for the old parser's tokenizers, finds none and quietly gives up.
 */
async function doesNothing(fn: (...args: never[]) => unknown, options: unknown[], rehype: boolean): Promise<string | undefined> {
  const [{ unified }, { default: remarkParse }, { default: remarkRehype }] = await Promise.all([import('unified'), import('remark-parse'), import('remark-rehype')]);
  const processor = rehype ? unified().use(remarkParse).use(remarkRehype) : unified().use(remarkParse);
  const shape = () => JSON.stringify(Object.entries(processor.data()).map(([key, value]) => [key, Array.isArray(value) ? value.length : value]));
  const before = { data: shape(), parser: processor.parser, compiler: processor.compiler };
  let returned: unknown;
  try {
    returned = (fn as (...args: unknown[]) => unknown).apply(processor, options);
  } catch {
    return undefined;
  }
  const unchanged = returned === undefined && shape() === before.data && processor.parser === before.parser && processor.compiler === before.compiler;
  return unchanged ? 'does nothing under unified 11: it adds no transform and no syntax (a plugin for remark 12 / MDX 1?)' : undefined;
}

/** Runs the plugin on the trial doc in a pipeline like docsgen's; why not, with the first line of its error, if it throws. */
async function trialRun(plugin: MarkdownPlugin, rehype: boolean): Promise<string | undefined> {
  const [{ unified }, { default: remarkParse }, { default: remarkRehype }, { default: rehypeStringify }] = await Promise.all([import('unified'), import('remark-parse'), import('remark-rehype'), import('rehype-stringify')]);
  try {
    const list = [plugin] as PluggableList;
    const processor = rehype ? unified().use(remarkParse).use(remarkRehype).use(list).use(rehypeStringify) : unified().use(remarkParse).use(list).use(remarkRehype).use(rehypeStringify);
    await processor.process(TRIAL_DOC);
    return undefined;
  } catch (error) {
    return `failed when run by unified 11: ${((error as Error).message ?? String(error)).split('\n')[0]}`;
  }
}
