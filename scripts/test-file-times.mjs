// A reporter for Node's test runner (scripts/run-tests.sh adds it beside the spec reporter): at
// the end of the run, the ten test files that took longest, each from the moment the runner started
// it to its last result. With files run side by side, these are what to shorten when the run is slow.
import path from 'node:path';

export default async function* fileTimes(source) {
  const started = new Map();
  const ended = new Map();
  const counts = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const now = performance.now();
    if (event.type === 'test:dequeue' && event.data.name === file && !started.has(file)) started.set(file, now);
    if (event.type === 'test:pass' || event.type === 'test:fail') {
      ended.set(file, now);
      if (event.data.nesting === 0) counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  }
  const rows = [...started]
    .map(([file, start]) => ({ file: path.relative(process.cwd(), file), seconds: ((ended.get(file) ?? start) - start) / 1000, tests: counts.get(file) ?? 0 }))
    .sort((a, b) => b.seconds - a.seconds);
  yield `\nslowest test files (wall seconds from start to last result, files run side by side):\n`;
  for (const row of rows.slice(0, process.env.DOCSGEN_TEST_TIMES_ALL ? rows.length : 10)) yield `${row.seconds.toFixed(1).padStart(7)} s  ${row.file} (${row.tests} tests)\n`;
}
