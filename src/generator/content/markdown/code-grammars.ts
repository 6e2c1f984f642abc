/**
 * Grammars beyond the ones docsgen highlights out of the box (shared/code-block/highlighter.ts): a
 * site names them in `codeLanguages` (a Docusaurus repo's `prism.additionalLanguages`), and each
 * thread that renders Markdown registers them before its first doc, from refractor's set of every
 * Prism grammar. A name refractor does not have stays plain text (named by the config's warning).
 * With `codeLanguagesOnly` (a Docusaurus repo) they are the only ones highlighted.
 */
import { refractor } from 'refractor/core';
import { limitGrammars, ownsGrammar, registerOwnGrammars } from '../../../shared/code-block/highlighter.ts';

type Grammar = Parameters<typeof refractor.register>[0];

const loading = new Map<string, Promise<boolean>>();

/**
 * Registers the grammars named that docsgen does not have itself (its own first, in their order,
 * as the others build on them: scss on css), and, with `only`, limits highlighting to the names
 * (limitGrammars). Resolves to the names refractor does not have.
 */
export async function loadCodeGrammars(names: readonly string[], only = false): Promise<string[]> {
  limitGrammars(only ? names : undefined);
  const extra = names.filter((name) => !ownsGrammar(name));
  if (extra.length) registerOwnGrammars();
  const found = await Promise.all(extra.map((name) => loadGrammar(name).then((ok) => (ok ? undefined : name))));
  return found.filter((name): name is string => name !== undefined);
}

function loadGrammar(name: string): Promise<boolean> {
  const id = name.toLowerCase();
  let pending = loading.get(id);
  if (!pending) {
    // A name is a refractor module's (letters, digits, hyphens): nothing else is imported.
    pending = /^[a-z0-9-]+$/.test(id) && !refractor.registered(id)
      ? import(`refractor/${id}`).then(
          (module: { default: Grammar }) => {
            refractor.register(module.default);
            return true;
          },
          () => false,
        )
      : Promise.resolve(refractor.registered(id));
    loading.set(id, pending);
  }
  return pending;
}
