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
  return `${lines.join('\n')}\n`;
}
