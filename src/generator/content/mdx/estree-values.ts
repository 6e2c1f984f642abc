/**
 * ESTree nodes for the values docsgen's remark plugins export from an MDX module, built directly:
 * parsing generated code with acorn was a tenth of the transforms' time in some docs (the front
 * matter can be long).
 */
import type { Expression, Program, SpreadElement } from 'estree';

/** `export const name = init`. */
export function exportConstant(name: string, init: Expression): Program['body'][number] {
  return {
    type: 'ExportNamedDeclaration',
    declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }] },
    specifiers: [],
    source: null,
    attributes: [],
  };
}

/** A value as JSON gives it back, as an expression (`undefined` as the identifier). */
export function valueExpression(value: unknown): Expression {
  return value === undefined ? { type: 'Identifier', name: 'undefined' } : jsonExpression(JSON.parse(JSON.stringify(value)));
}

/** A JSON value (as JSON.parse gives it) as an expression. */
function jsonExpression(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(jsonExpression) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({ type: 'Property', key: { type: 'Literal', value: key }, value: jsonExpression(item), kind: 'init', method: false, shorthand: false, computed: false })),
    };
  }
  if (typeof value === 'number' && value < 0) return { type: 'UnaryExpression', operator: '-', prefix: true, argument: { type: 'Literal', value: -value } };
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/** `...(name ?? [])`: an array a module may not have, spread in. */
export function spreadOrNothing(name: string): SpreadElement {
  return { type: 'SpreadElement', argument: { type: 'LogicalExpression', operator: '??', left: { type: 'Identifier', name }, right: { type: 'ArrayExpression', elements: [] } } };
}
