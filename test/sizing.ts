/**
 * How big the equivalence and fuzz runs are. `npm test` (the README's test command, run by CI) takes a
 * fixed, evenly spread sample, enough to catch a regression in the everyday paths; `npm run test:long`
 * (DOCSGEN_TEST_LONG=1) takes every item, and is run before changing the Markdown fast path or the
 * dependency patches.
 */
export const LONG_RUN = process.env.DOCSGEN_TEST_LONG === '1';

/** Every item in the long run; else `count` of them, spread evenly over the sorted list (the same ones each run). */
export function sampled<T>(items: T[], count: number, keyOf: (item: T) => string = String): T[] {
  if (LONG_RUN || items.length <= count) return items;
  const sorted = [...items].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const step = sorted.length / count;
  return Array.from({ length: count }, (_, i) => sorted[Math.floor(i * step)]);
}

/** `quick` in `npm test`, `long` in `npm run test:long`. */
export function runSize(quick: number, long: number): number {
  return LONG_RUN ? long : quick;
}

/**
 * Every item in the long run; else the first item (by key) of each group, and `count` more spread
 * evenly over the sorted list: a sample that has every kind of input the groups stand for (each
 * folder of the site's docs, say).
 */
export function sampledPerGroup<T>(items: T[], count: number, keyOf: (item: T) => string, groupOf: (item: T) => string): T[] {
  if (LONG_RUN) return items;
  const firsts = new Map<string, T>();
  for (const item of [...items].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0))) if (!firsts.has(groupOf(item))) firsts.set(groupOf(item), item);
  return [...new Set([...firsts.values(), ...sampled(items, count, keyOf)])];
}
