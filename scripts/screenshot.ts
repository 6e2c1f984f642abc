/**
 * Takes screenshots of built pages in Debian's Chromium, for a visual check of the theme:
 *   node --import tsx scripts/screenshot.ts http://127.0.0.1:4000/some/page/ out-prefix [dark]
 * Writes <out-prefix>-1280.png and <out-prefix>-390.png.
 */
import { chromium } from 'playwright-core';

const [url, prefix, theme] = process.argv.slice(2);
if (!url || !prefix) {
  console.error('usage: screenshot.ts URL OUT_PREFIX [dark]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: false });
  await context.close();
}
await browser.close();
