// Small speed patches to packages the generator bundles, applied as esbuild loads them (the bundle
// only: running from the sources through tsx uses the packages as published). Each one leaves the
// package's results unchanged; test/dependency-patches.test.ts checks that each still finds its
// text in the installed version and that the patched package gives the same results.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} DependencyPatch
 * @property {string} name what the patch does
 * @property {string} file the file it applies to, under node_modules (with forward slashes)
 * @property {Array<{ find: string, replace: string }>} edits each `find` must occur exactly once in
 *   the file; the patch is applied whole (every edit) or not at all
 */

/** @type {DependencyPatch[]} */
export const DEPENDENCY_PATCHES = [
  {
    // mdast-util-from-markdown calls a handler for each of the thousands of micromark events of a
    // doc, each time with a fresh copy of its context object that differs only by `sliceSerialize`.
    // No handler keeps `this` or adds to it, so one object, its `sliceSerialize` set before each call,
    // does the same: a fifth less time turning docs' events into their trees (300 synthetic docs).
    name: 'mdast-util-from-markdown: one handler context per document, not one per event',
    file: 'mdast-util-from-markdown/lib/index.js',
    edits: [
      {
        find: '    events = prepared;\n',
        replace: '    events = prepared;\n    const handlerContext = { ...context, sliceSerialize: undefined };\n',
      },
      {
        find: `        handler[events[index][1].type].call({
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);`,
        replace: `        handlerContext.sliceSerialize = events[index][2].sliceSerialize;
        handler[events[index][1].type].call(handlerContext, events[index][1]);`,
      },
    ],
  },
  {
    // subtokenize walks a doc's events four or five times (flow, content, text, strings), skipping
    // the stretches each pass has just filled in, which it keeps in an object keyed by event index.
    // Merging each stretch into that object (Object.assign) and asking it about every event (`in`)
    // took a third of subtokenize's own time, numbers being turned into property names each time. A
    // Map holds the same pairs, looked up the same way.
    name: 'micromark-util-subtokenize: the skipped stretches in a Map, not an object keyed by index',
    file: 'micromark-util-subtokenize/index.js',
    edits: [
      { find: '  const jumps = {};\n', replace: '  const jumps = new Map();\n' },
      { find: '    while (index in jumps) {\n      index = jumps[index];\n', replace: '    while (jumps.has(index)) {\n      index = jumps.get(index);\n' },
      {
        find: '        Object.assign(jumps, subcontent(events, index));\n        index = jumps[index];\n',
        replace: '        subcontent(events, index, jumps);\n        index = jumps.get(index);\n',
      },
      { find: 'function subcontent(events, eventIndex) {\n', replace: 'function subcontent(events, eventIndex, gaps) {\n' },
      { find: '  const gaps = {};\n', replace: '' },
      { find: '    gaps[adjust + jumps[index][0]] = adjust + jumps[index][1];\n', replace: '    gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);\n' },
    ],
  },
  {
    // micromark combines its constructs with the syntax extensions again for every document, though
    // a processor passes the same extensions each time: the combination is kept per list of
    // extensions (compared item by item, so a list changed in place is combined anew).
    name: 'micromark: constructs combined once per list of extensions, not once per document',
    file: 'micromark/lib/parse.js',
    edits: [
      {
        find: `  const constructs = /** @type {FullNormalizedExtension} */
  combineExtensions([defaultConstructs, ...(settings.extensions || [])]);
`,
        replace: `  const constructs = combinedConstructs(settings.extensions || []);
`,
      },
      {
        find: 'export function parse(options) {\n',
        replace: `const combinedByList = new WeakMap();
function combinedConstructs(extensions) {
  const known = combinedByList.get(extensions);
  if (known && known.list.length === extensions.length && known.list.every((extension, i) => extension === extensions[i])) return known.constructs;
  const constructs = combineExtensions([defaultConstructs, ...extensions]);
  combinedByList.set(extensions, { list: [...extensions], constructs });
  return constructs;
}
export function parse(options) {
`,
      },
    ],
  },
  {
    // mdast-util-to-hast starts each document by looking through every node of its tree for link
    // and footnote definitions, with unist-util-visit (which keeps a stack of parents, and tests
    // every node through a generated function): a plain walk in the same order finds the same ones.
    name: 'mdast-util-to-hast: definitions found by a plain walk of the tree',
    file: 'mdast-util-to-hast/lib/state.js',
    edits: [
      { find: '  visit(tree, function (node) {\n', replace: '  walkInOrder(tree, function (node) {\n' },
      {
        find: 'export function createState(tree, options) {\n',
        replace: `/** Calls \`visitor\` on \`node\` and on each node under it, depth first, in document order (as visit does). */
function walkInOrder(node, visitor) {
  visitor(node);
  const children = node.children;
  if (children) for (let index = 0; index < children.length; index++) walkInOrder(children[index], visitor);
}

export function createState(tree, options) {
`,
      },
    ],
  },
  {
    // unist-util-visit-parents names the function it makes for each node it passes after that node
    // ("node (paragraph)"), for stack traces: an Object.defineProperty per node, per walk. GFM
    // autolink literals walk every doc's tree through it (find-and-replace over its text), where
    // the naming took over a third of the walk. The walk and its results do not depend on the name.
    name: 'unist-util-visit-parents: visit functions are not named after their node',
    file: 'unist-util-visit-parents/lib/index.js',
    edits: [
      {
        find: `      Object.defineProperty(visit, 'name', {
        value:
          'node (' + color(node.type + (name ? '<' + name + '>' : '')) + ')'
      })
`,
        replace: '',
      },
    ],
  },
  {
    // MDX asks whether each character of a JSX tag's or attribute's name may start or continue an
    // identifier, and its JSX compile whether each component name is one, through regular
    // expressions of Unicode's ID_Start and ID_Continue classes (hundreds of ranges, compiled in each
    // thread): a tenth of recma-jsx-rewrite's time in a cold build. ASCII, nearly every name, is
    // answered by a comparison or a small expression first; the answers are the same (ASCII letters
    // are ID_Start, digits ID_Continue, "$" and "_" are added to both, "-" to JSX names).
    name: 'estree-util-is-identifier-name: ASCII names answered without the Unicode classes',
    file: 'estree-util-is-identifier-name/lib/index.js',
    edits: [
      {
        find: 'export function start(code) {\n',
        replace: `const asciiName = /^[$_A-Za-z][$_A-Za-z0-9]*$/
const asciiNameJsx = /^[$_A-Za-z][-$_A-Za-z0-9]*$/
function asciiStart(code) {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 36 || code === 95
}
export function start(code) {
  if (code > 0 && code < 128) return asciiStart(code)
`,
      },
      {
        find: '  const re = settings.jsx ? contReJsx : contRe\n',
        replace: `  if (code > 0 && code < 128) return asciiStart(code) || (code >= 48 && code <= 57) || (code === 45 && Boolean(settings.jsx))
  const re = settings.jsx ? contReJsx : contRe
`,
      },
      {
        find: '  const re = settings.jsx ? nameReJsx : nameRe\n',
        replace: `  if ((settings.jsx ? asciiNameJsx : asciiName).test(name)) return true
  const re = settings.jsx ? nameReJsx : nameRe
`,
      },
    ],
  },
  {
    // Redocly's three example rules (no-invalid-*-examples) each make their own Ajv instance (with
    // its formats and meta-schemas) for every spec they lint, and compile every schema an example is
    // checked against in it: 45 instances and 500 compilations for this site's 15 specs, most of a
    // lint's time. Schemas without a $ref are compiled once per thread and shape (as the package
    // already shares them within one rule), and those with one once per document, dialect and
    // additional-properties setting, shared by the three rules. A new document (a spec edited in
    // watch mode) gets new instances, so nothing compiled for the old text is used for the new.
    name: '@redocly/openapi-core: example validators shared by the example rules and across specs',
    file: '@redocly/openapi-core/lib/rules/ajv.js',
    edits: [
      {
        find: `export class AjvValidator {
    instances = {};
    sharedValidators = new Map();
`,
        replace: `// docsgen: one Ajv per document, dialect and additional-properties setting, shared by the three
// example rules, and one per dialect for the schemas without a $ref, shared by every lint of the thread.
const validatorsByShape = new Map();
const SHAPES_KEPT = 4000;
let ajvOfShapes = {};
let resolveOfShapes;
const ajvsOfSource = new WeakMap();
function newAjv(resolve, dialect) {
    const schemaIdKey = getSchemaIdKey(dialect);
    const options = {
        schemaId: schemaIdKey,
        meta: true,
        allErrors: true,
        strictSchema: false,
        inlineRefs: false,
        validateSchema: false,
        discriminator: true,
        allowUnionTypes: true,
        validateFormats: true,
        passContext: true,
        logger: false,
        code: { optimize: false },
        loadSchemaSync(base, $ref, $id) {
            const decodedBase = decodeURI(base.split('#')[0]);
            const resolvedRef = resolve({ $ref }, decodedBase);
            if (!resolvedRef || !resolvedRef.location)
                return false;
            return {
                [schemaIdKey]: encodeURI(resolvedRef.location.source.absoluteRef) + '#' + $id,
                ...resolvedRef.node,
            };
        },
    };
    const ajv = dialect === '2020' ? new Ajv2020(options) : new AjvDraft4(options);
    addFormats(ajv);
    return ajv;
}
export class AjvValidator {
`,
      },
      {
        find: `    getAjv(resolve, dialect) {
        if (!this.instances[dialect]) {
            const schemaIdKey = getSchemaIdKey(dialect);
            const options = {
                schemaId: schemaIdKey,
                meta: true,
                allErrors: true,
                strictSchema: false,
                inlineRefs: false,
                validateSchema: false,
                discriminator: true,
                allowUnionTypes: true,
                validateFormats: true,
                passContext: true,
                logger: false,
                loadSchemaSync(base, $ref, $id) {
                    const decodedBase = decodeURI(base.split('#')[0]);
                    const resolvedRef = resolve({ $ref }, decodedBase);
                    if (!resolvedRef || !resolvedRef.location)
                        return false;
                    return {
                        [schemaIdKey]: encodeURI(resolvedRef.location.source.absoluteRef) + '#' + $id,
                        ...resolvedRef.node,
                    };
                },
            };
            this.instances[dialect] =
                dialect === '2020' ? new Ajv2020(options) : new AjvDraft4(options);
            addFormats(this.instances[dialect]);
        }
        return this.instances[dialect];
    }
    getValidator(schema, loc, resolve, allowAdditionalProperties, dialect) {
        const ajv = this.getAjv(resolve, dialect);
        // Every plain \`$ref\` to a schema shares the validator of its target.
        if (isRef(schema) && !isRefWithSiblings(schema)) {
            const resolved = resolve(schema, loc.source.absoluteRef);
            if (resolved.location && isPlainObject(resolved.node)) {
                schema = resolved.node;
                loc = resolved.location;
            }
        }
        // A missing schema goes to the location path below, which accepts any value.
        const shape = isPlainObject(schema) ? getSchemaShape(schema, dialect) : undefined;
        if (shape) {
            const sharedValidator = this.sharedValidators.get(shape);
            if (sharedValidator) {
                return sharedValidator;
            }
            ajv.setDefaultUnevaluatedProperties(allowAdditionalProperties);
            const validate = ajv.compile(schema);
            this.sharedValidators.set(shape, validate);
            return validate;
        }
        const $id = encodeURI(loc.absolutePointer);
        const schemaIdKey = getSchemaIdKey(dialect);
        if (!ajv.getSchema($id)) {
            ajv.setDefaultUnevaluatedProperties(allowAdditionalProperties);
            ajv.addSchema({
                [schemaIdKey]: $id,
                ...schema,
            }, $id);
        }
        return ajv.getSchema($id);
    }
}
`,
        replace: `    getValidator(schema, loc, resolve, allowAdditionalProperties, dialect) {
        // Every plain \`$ref\` to a schema shares the validator of its target.
        if (isRef(schema) && !isRefWithSiblings(schema)) {
            const resolved = resolve(schema, loc.source.absoluteRef);
            if (resolved.location && isPlainObject(resolved.node)) {
                schema = resolved.node;
                loc = resolved.location;
            }
        }
        // A missing schema goes to the location path below, which accepts any value.
        const shape = isPlainObject(schema) ? getSchemaShape(schema, dialect) : undefined;
        if (shape) {
            const key = (allowAdditionalProperties ? 'open:' : 'closed:') + shape;
            const sharedValidator = validatorsByShape.get(key);
            if (sharedValidator) {
                return sharedValidator;
            }
            if (validatorsByShape.size >= SHAPES_KEPT) {
                validatorsByShape.clear();
                ajvOfShapes = {};
            }
            resolveOfShapes = resolve;
            const ajv = (ajvOfShapes[dialect] ??= newAjv((ref, from) => resolveOfShapes(ref, from), dialect));
            ajv.setDefaultUnevaluatedProperties(allowAdditionalProperties);
            const validate = ajv.compile(schema);
            validatorsByShape.set(key, validate);
            return validate;
        }
        let ajvs = ajvsOfSource.get(loc.source);
        if (!ajvs)
            ajvsOfSource.set(loc.source, (ajvs = {}));
        const setting = dialect + (allowAdditionalProperties ? ':open' : ':closed');
        const ajv = (ajvs[setting] ??= newAjv(resolve, dialect));
        // Within one document, schemas of one shape give one validator wherever they are: their
        // $refs resolve against the same file. Not when the schema moves its base ($id) or names anchors.
        const shapeWithRefs = isPlainObject(schema) ? JSON.stringify(schema) : undefined;
        const shareable = shapeWithRefs !== undefined && !/"\\$(id|anchor|dynamicAnchor|dynamicRef|recursiveAnchor|recursiveRef)"/.test(shapeWithRefs);
        const byShape = (ajvs[setting + ':shapes'] ??= new Map());
        if (shareable && byShape.has(shapeWithRefs))
            return byShape.get(shapeWithRefs);
        const $id = encodeURI(loc.absolutePointer);
        const schemaIdKey = getSchemaIdKey(dialect);
        if (!ajv.getSchema($id)) {
            ajv.setDefaultUnevaluatedProperties(allowAdditionalProperties);
            ajv.addSchema({
                [schemaIdKey]: $id,
                ...schema,
            }, $id);
        }
        const validate = ajv.getSchema($id);
        if (shareable)
            byShape.set(shapeWithRefs, validate);
        return validate;
    }
}
`,
      },
    ],
  },
];

/** Whether `find` occurs exactly once in `text`. */
function occursOnce(text, find) {
  const at = text.indexOf(find);
  return at !== -1 && text.indexOf(find, at + 1) === -1;
}

/** Whether `file` (a full path) is the package file the patch is for. */
function isPatchedFile(file, patch) {
  return file.split(path.sep).join('/').endsWith(`/${patch.file}`);
}

/** Applies the patches meant for `file` to its text; a patch with an edit whose text is not there once is left out. */
export function patchSource(file, text) {
  let out = text;
  for (const patch of DEPENDENCY_PATCHES) {
    if (!isPatchedFile(file, patch) || !patch.edits.every((edit) => occursOnce(out, edit.find))) continue;
    for (const edit of patch.edits) out = out.replace(edit.find, () => edit.replace);
  }
  return out;
}

/** An esbuild plugin that applies the patches to the files they are meant for. */
export function dependencyPatchesPlugin() {
  // esbuild calls back only for paths its filter (a Go regular expression) matches: the patched
  // files' names. Any other file of that name is left to esbuild.
  const names = DEPENDENCY_PATCHES.map((p) => path.posix.basename(p.file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const filter = new RegExp(`[\\\\/](${names.join('|')})$`);
  return {
    name: 'docsgen-dependency-patches',
    setup(build) {
      build.onLoad({ filter }, async (args) => {
        if (!DEPENDENCY_PATCHES.some((patch) => isPatchedFile(args.path, patch))) return undefined;
        return { contents: patchSource(args.path, await fs.promises.readFile(args.path, 'utf8')), loader: 'js' };
      });
    },
  };
}
