/** A spec of many small tags, so the API sidebar is heavy enough to be windowed (closed groups load on demand). */
export function catalogSpec(tags: number): string {
  const lines = ['openapi: 3.0.3', 'info: {title: Catalog API, version: 1.0.0, description: "A catalogue of many resources."}', 'servers:',
    '  - url: https://{region}.catalog.render.example/{version}',
    '    description: Regional endpoint',
    '    variables:',
    '      region: {default: eu, enum: [eu, us], description: Data region of your account}',
    '      version: {default: v2}', 'paths:'];
  for (let i = 0; i < tags; i++) {
    lines.push(`  /things-${i}:`);
    for (const [method, verb] of [['get', 'List'], ['post', 'Create']]) {
      lines.push(`    ${method}:`, `      operationId: ${verb.toLowerCase()}Thing${i}`, `      summary: ${verb} things of kind ${i}`, `      tags: ['Kind ${i}']`, "      responses: {'200': {description: OK}}");
    }
  }
  // One tag longer than a sidebar category shows whole around a page.
  for (let j = 0; j < 60; j++) lines.push(`  /archive/${j}:`, '    get:', `      operationId: readArchive${j}`, `      summary: Read archive entry ${j}`, "      tags: ['Archive']", "      responses: {'204': {description: Read}}");
  lines.push(...deepOperation());
  return `${lines.join('\n')}\n`;
}

/**
 * An operation with schemas four levels deep (a named chain in the response, objects written in
 * place in the request) and a response example of some 9 KB: what the page leaves to fragment files.
 */
function deepOperation(): string[] {
  const example = JSON.stringify({ level1: { level2: { level3: { level4: 'x' } } }, notes: Array.from({ length: 200 }, (_, i) => `archived note number ${i}`) });
  return [
    '  /deep:',
    '    post:',
    '      operationId: createDeep',
    '      summary: Create a deep record',
    "      tags: ['Deep']",
    '      requestBody:',
    '        content:',
    '          application/json:',
    '            schema:',
    '              type: object',
    '              properties:',
    '                outer:',
    '                  type: object',
    '                  properties:',
    '                    middle:',
    '                      type: object',
    '                      properties:',
    '                        inner:',
    '                          type: object',
    '                          properties:',
    '                            quasarFieldInner: {type: string, description: Deepest field of the request written in place.}',
    '      responses:',
    "        '200':",
    '          description: The record',
    '          content:',
    '            application/json:',
    "              schema: {$ref: '#/components/schemas/Level1'}",
    `              example: ${example}`,
    'components:',
    '  schemas:',
    '    Level1:',
    '      type: object',
    '      properties:',
    "        level2: {$ref: '#/components/schemas/Level2'}",
    '        notes: {type: array, items: {type: string}}',
    '    Level2:',
    '      type: object',
    '      properties:',
    "        level3: {$ref: '#/components/schemas/Level3'}",
    '    Level3:',
    '      type: object',
    '      description: The third level.',
    '      properties:',
    "        level4: {$ref: '#/components/schemas/Level4'}",
    '    Level4:',
    '      type: object',
    '      properties:',
    '        nebulaFieldDeepest: {type: string, description: Deepest field of the response.}',
  ];
}
