/**
 * Turns the compiled MDX module's `import`/`export` statements into CommonJS (`require`,
 * `exports.x =`), so a doc runs as a plain function without a bundler (link-modules.ts). Runs last
 * among the recma transforms, on the program MDX built (JSX already compiled). The import
 * specifiers, with their lines, are kept in `file.data.imports`.
 *
 * Default and namespace imports go through the two helpers the module is given
 * (`__docsgenDefault`, `__docsgenNamespace`): a module that says `__esModule` gives its `default`,
 * any other (JSON, React) is the default itself, as esbuild's interop does.
 */
import type { Directive, Expression, ModuleDeclaration, Pattern, Program, Statement } from 'estree';
import type { VFile } from 'vfile';

export const DEFAULT_HELPER = '__docsgenDefault';
export const NAMESPACE_HELPER = '__docsgenNamespace';

/** An import of a compiled module: its specifier and the line it is written on. */
export interface ModuleImport {
  spec: string;
  line?: number;
  /** The names it imports besides the default (`import { a, b as c }`), where known. */
  names?: string[];
}

declare module 'vfile' {
  interface DataMap {
    imports: ModuleImport[];
  }
}

type TopLevel = Statement | Directive | ModuleDeclaration;

export default function recmaCommonJs() {
  return (tree: Program, file: VFile) => {
    const imports: ModuleImport[] = [];
    const body: TopLevel[] = [assignExport('__esModule', { type: 'Literal', value: true })];
    let count = 0;
    const required = (source: unknown, line: number | undefined, names?: string[]): Expression => {
      const spec = String(source);
      imports.push({ spec, line, ...(names?.length ? { names } : {}) });
      return call(identifier('require'), [{ type: 'Literal', value: spec }]);
    };
    /** `const _mN = require(spec)`, and the name of _mN. */
    const bindRequire = (source: unknown, line: number | undefined, names?: string[]): string => {
      const name = `__docsgenModule${count++}`;
      body.push(constant(identifier(name), required(source, line, names)));
      return name;
    };
    // Imports first, as ESM hoists them: an export above an import may use what it imports.
    const ordered = [...tree.body.filter((n) => n.type === 'ImportDeclaration'), ...tree.body.filter((n) => n.type !== 'ImportDeclaration')];
    for (const node of ordered) {
      const line = node.loc?.start.line;
      if (node.type === 'ImportDeclaration') {
        const names = node.specifiers.flatMap((s) => (s.type === 'ImportSpecifier' && nameOf(s.imported) !== 'default' ? [nameOf(s.imported)] : []));
        const module = bindRequire(node.source.value, line, names);
        for (const s of node.specifiers) {
          const value =
            s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && nameOf(s.imported) === 'default')
              ? call(identifier(DEFAULT_HELPER), [identifier(module)])
              : s.type === 'ImportNamespaceSpecifier'
                ? call(identifier(NAMESPACE_HELPER), [identifier(module)])
                : member(identifier(module), nameOf(s.imported));
          body.push(constant(identifier(s.local.name), value));
        }
      } else if (node.type === 'ExportDefaultDeclaration') {
        const declaration = node.declaration;
        if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
          body.push(declaration as Statement, assignExport('default', identifier(declaration.id.name)));
        } else if (declaration.type === 'FunctionDeclaration') {
          body.push(assignExport('default', { ...declaration, type: 'FunctionExpression' }));
        } else if (declaration.type === 'ClassDeclaration') {
          body.push(assignExport('default', { ...declaration, type: 'ClassExpression' }));
        } else {
          body.push(assignExport('default', declaration as Expression));
        }
      } else if (node.type === 'ExportNamedDeclaration') {
        if (node.declaration) {
          body.push(node.declaration);
          for (const name of declaredNames(node.declaration)) body.push(assignExport(name, identifier(name)));
        } else if (node.source) {
          const names = node.specifiers.flatMap((s) => (nameOf(s.local) !== 'default' ? [nameOf(s.local)] : []));
          const module = bindRequire(node.source.value, line, names);
          for (const s of node.specifiers) {
            const local = nameOf(s.local);
            const value = local === 'default' ? call(identifier(DEFAULT_HELPER), [identifier(module)]) : member(identifier(module), local);
            body.push(assignExport(nameOf(s.exported), value));
          }
        } else {
          for (const s of node.specifiers) body.push(assignExport(nameOf(s.exported), identifier(nameOf(s.local))));
        }
      } else if (node.type === 'ExportAllDeclaration') {
        const module = bindRequire(node.source.value, line);
        if (node.exported) body.push(assignExport(nameOf(node.exported), call(identifier(NAMESPACE_HELPER), [identifier(module)])));
        else body.push(exportAll(module));
      } else {
        body.push(node);
      }
    }
    tree.body = body;
    tree.sourceType = 'script';
    // Docusaurus 2 docs load files with require() in expressions (`<img src={require('./a.png').default} />`),
    // which webpack bundles: each one is an import of the doc too.
    if (String(file.value).includes('require(')) imports.push(...requiredIn(tree, new Set(imports.map((i) => i.spec))));
    file.data.imports = imports;
  };
}

/** The calls of require with a literal path anywhere in the program, but those already known. */
function requiredIn(tree: Program, known: Set<string>): ModuleImport[] {
  const found: ModuleImport[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as { type?: string; callee?: { type: string; name?: string }; arguments?: Array<{ type: string; value?: unknown }>; loc?: { start: { line: number } } };
    if (n.type === 'CallExpression' && n.callee?.type === 'Identifier' && n.callee.name === 'require' && n.arguments?.length === 1 && n.arguments[0].type === 'Literal' && typeof n.arguments[0].value === 'string') {
      const spec = n.arguments[0].value;
      if (!known.has(spec)) {
        known.add(spec);
        found.push({ spec, line: n.loc?.start.line });
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && key !== 'position' && key !== 'data') walk(value);
  };
  walk(tree.body);
  return found;
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? node.name! : String(node.value);
}

function declaredNames(declaration: Statement): string[] {
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => bindingNames(d.id));
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) return [declaration.id.name];
  return [];
}

function bindingNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => bindingNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? bindingNames(e) : []));
    case 'RestElement':
      return bindingNames(pattern.argument);
    case 'AssignmentPattern':
      return bindingNames(pattern.left);
    default:
      return [];
  }
}

function identifier(name: string): Expression & { type: 'Identifier' } {
  return { type: 'Identifier', name };
}

function call(callee: Expression, args: Expression[]): Expression {
  return { type: 'CallExpression', callee, arguments: args, optional: false };
}

function member(object: Expression, property: string): Expression {
  return { type: 'MemberExpression', object, property: { type: 'Literal', value: property }, computed: true, optional: false };
}

function constant(id: Pattern, init: Expression): Statement {
  return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id, init }] };
}

function assignExport(name: string, value: Expression): Statement {
  return { type: 'ExpressionStatement', expression: { type: 'AssignmentExpression', operator: '=', left: member(identifier('exports'), name) as never, right: value } };
}

/** `for (const k in m) if (k !== 'default' && !(k in exports)) exports[k] = m[k];` as one call. */
function exportAll(module: string): Statement {
  const keys = call(member(identifier('Object'), 'keys'), [identifier(module)]);
  const body: Expression = {
    type: 'ArrowFunctionExpression',
    params: [identifier('k')],
    expression: true,
    body: {
      type: 'LogicalExpression',
      operator: '||',
      left: { type: 'BinaryExpression', operator: '===', left: identifier('k'), right: { type: 'Literal', value: 'default' } },
      right: {
        type: 'LogicalExpression',
        operator: '||',
        left: { type: 'BinaryExpression', operator: 'in', left: identifier('k'), right: identifier('exports') },
        right: { type: 'AssignmentExpression', operator: '=', left: { type: 'MemberExpression', object: identifier('exports'), property: identifier('k'), computed: true, optional: false }, right: { type: 'MemberExpression', object: identifier(module), property: identifier('k'), computed: true, optional: false } },
      },
    },
  };
  return { type: 'ExpressionStatement', expression: call(member(keys, 'forEach'), [body]) };
}
