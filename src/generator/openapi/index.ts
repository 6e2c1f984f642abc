/**
 * The API reference plugin: contributes pages and the API sidebar items from specs/.
 * (Spec loading and page rendering arrive with the API reference; until then it adds nothing.)
 */
import type { SiteConfig } from '../config-schema.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import type { MarkdownRenderer } from '../markdown/pipeline.ts';
import type { Contributions } from '../routes.ts';

export interface ApiReferenceInputs {
  config: SiteConfig;
  rootDir: string;
  bag: DiagnosticBag;
  renderMarkdown: MarkdownRenderer;
}

export async function loadApiReference(_inputs: ApiReferenceInputs): Promise<Contributions> {
  return { pages: [], apiSidebarItems: [] };
}
