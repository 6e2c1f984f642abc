/**
 * GFM tables, tried only on lines where one can start. micromark tries the table construct at the
 * start of every line of flow content (a table may interrupt a paragraph), and it reads the whole
 * line as a head row before it learns, on the next line, that no delimiter row follows: on docs
 * that have a table, a twentieth of all Markdown time went to that.
 *
 * A head row on line L needs its delimiter row on line L + 1, and a delimiter row has a `|`, or a
 * `:` beside a `-` (`:-`, `-:`): the lines of each document are checked for that once, before it
 * is parsed, and the construct declines at once elsewhere. Declining early cannot change the tree:
 * an attempt that fails leaves nothing behind. Body rows (after a head row or a row) are always
 * left to the construct.
 */
import type { Processor } from 'unified';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Construct, Event, Extension, State, TokenizeContext } from 'micromark-util-types';

/** What a delimiter row has, one of them at least. */
const DELIMITER_ROW_MARK = /\||:-|-:/;

/** Which lines (1-based, as micromark counts them) a table's head row could be on. */
function headRowLines(markdown: string): Uint8Array {
  const lines = markdown.split(/\r\n|\r|\n/);
  const possible = new Uint8Array(lines.length + 1);
  for (let line = 1; line < lines.length; line++) if (DELIMITER_ROW_MARK.test(lines[line])) possible[line] = 1;
  return possible;
}

/** Whether the tokenizer's last construct, line endings and prefixes aside, is a table's head or row. */
function afterTableRow(events: Event[]): boolean {
  let index = events.length - 1;
  while (index > -1 && (events[index][1].type === 'lineEnding' || events[index][1].type === 'linePrefix')) index--;
  const tail = index > -1 ? events[index][1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

/**
 * micromark's GFM table extension, declining where no head row can be. It wraps the processor's
 * parser (remark-parse's, so use it after remark-parse) to learn each document's lines.
 */
export function gfmTableWherePossible(processor: Processor): Extension {
  const table = (gfmTable().flow as Record<'null', Construct>).null;
  let possible: Uint8Array | undefined;
  const parse = processor.parser;
  if (parse) {
    processor.parser = (document, file) => {
      possible = headRowLines(document);
      try {
        return parse(document, file);
      } finally {
        possible = undefined;
      }
    };
  }
  const construct: Construct = {
    ...table,
    // micromark calls this where it tries the construct, then the state it returns: declining is
    // returning `nok`, before the table's tokenizer (some thirty closures) is even made.
    tokenize(this: TokenizeContext, effects, ok, nok): State {
      if (possible && !possible[this.now().line] && !afterTableRow(this.events)) return nok;
      return table.tokenize.call(this, effects, ok, nok);
    },
  };
  return { flow: { null: [construct] } };
}
