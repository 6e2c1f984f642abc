// Small speed patches to packages the generator bundles, applied as esbuild loads them (the bundle
// only: running from the sources through tsx uses the packages as published). Each one leaves the
// package's results unchanged; test/dependency-patches.test.ts checks that each still finds its
// text in the installed version and that the patched package gives the same results.
import fs from 'node:fs';

/**
 * @typedef {object} DependencyPatch
 * @property {string} name what the patch does
 * @property {RegExp} file the files it applies to (matched against the full path)
 * @property {string} find text that must occur exactly once in the file
 * @property {string} replace its replacement
 */

/** @type {DependencyPatch[]} */
export const DEPENDENCY_PATCHES = [
  {
    // mdast-util-from-markdown calls a handler for each of the thousands of micromark events of a
    // doc, each time with a fresh copy of its context object that differs only by `sliceSerialize`.
    // No handler keeps `this` or adds to it, so one object, its `sliceSerialize` set before each call,
    // does the same: a fifth less time turning docs' events into their trees (300 synthetic docs).
    name: 'mdast-util-from-markdown: one handler context per document, not one per event',
    file: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/,
    find: `    events = prepared;
    index = -1;
    while (++index < events.length) {
      const handler = config[events[index][0]];
      if (events[index][0] === 'enter' && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
      if (own.call(handler, events[index][1].type)) {
        // Note: spread first, V8 has optimizations for object shape cloning.
        handler[events[index][1].type].call({
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }`,
    replace: `    events = prepared;
    index = -1;
    const handlerContext = { ...context, sliceSerialize: undefined };
    while (++index < events.length) {
      const handler = config[events[index][0]];
      if (events[index][0] === 'enter' && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
      if (own.call(handler, events[index][1].type)) {
        handlerContext.sliceSerialize = events[index][2].sliceSerialize;
        handler[events[index][1].type].call(handlerContext, events[index][1]);
      }`,
  },
];

/** Applies the patches meant for `file` to its text; a patch whose text is not found once is left out. */
export function patchSource(file, text) {
  let out = text;
  for (const patch of DEPENDENCY_PATCHES) {
    if (!patch.file.test(file)) continue;
    const at = out.indexOf(patch.find);
    if (at === -1 || out.indexOf(patch.find, at + 1) !== -1) continue;
    out = out.slice(0, at) + patch.replace + out.slice(at + patch.find.length);
  }
  return out;
}

/** An esbuild plugin that applies the patches to the files they are meant for. */
export function dependencyPatchesPlugin() {
  const filter = new RegExp(DEPENDENCY_PATCHES.map((p) => p.file.source).join('|'));
  return {
    name: 'docsgen-dependency-patches',
    setup(build) {
      build.onLoad({ filter }, async (args) => ({ contents: patchSource(args.path, await fs.promises.readFile(args.path, 'utf8')), loader: 'js' }));
    },
  };
}
