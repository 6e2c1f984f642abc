/**
 * Text indented by four spaces reads as text, not as a code block, as MDX 3 reads it: for a
 * Docusaurus 3 repo, whose `.md` docs Docusaurus compiles as MDX (`markdown.indentedCode: 'nowhere'`).
 */
import type { Processor } from 'unified';

export default function remarkNoIndentedCode(this: Processor): void {
  (this.data().micromarkExtensions ??= []).push({ disable: { null: ['codeIndented'] } });
}
