import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG, hostileFixture, STRICTER } from '../cli/compare-fixtures.js';
import { runCliInProcess } from '../cli/run-cli.js';

/** Debian's Chromium, found by path: no browser is ever downloaded. */
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => p !== undefined && p !== '' && existsSync(p),
);
if (!CHROMIUM)
  console.warn(
    '\n*** SKIPPED: the compare report browser test needs Chromium (apt-get install chromium). ***\n',
  );

const describeBrowser = CHROMIUM ? describe : describe.skip;
const dir = mkdtempSync(path.join(tmpdir(), 'compare-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A screenshot for a reviewer (git-ignored). */
const ARTEFACTS = path.resolve('test-results', 'compare');

describeBrowser('the compare report in headless Chromium', { timeout: 90_000 }, () => {
  it('shows the comparison, runs nothing from the fixtures and loads nothing from elsewhere', async () => {
    const report = path.join(dir, 'report.html');
    const run = await runCliInProcess([
      'compare',
      'examples/book-club.yaml',
      'examples/direct-hello.yaml',
      hostileFixture(dir),
      '--a',
      CONFIG,
      '--b',
      STRICTER,
      '--html',
      report,
    ]);
    expect(run.code).toBe(2);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const requests: string[] = [];
      const problems: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => problems.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('dialog', (d) => problems.push(`dialog: ${d.message()}`));
      const url = pathToFileURL(report).href;
      await page.goto(url);
      await page.locator('tr.total').waitFor();
      // The header, two examples and the hostile fixture, then the total.
      expect(await page.locator('table').first().locator('tr').count()).toBe(1 + 3 + 1);
      expect(await page.locator('tr.regression').count()).toBeGreaterThan(0);
      const hostile = page.locator('section', { hasText: 'onclick=x' });
      expect(await hostile.locator('h2').textContent()).toBe(path.join(dir, 'hostile<b onclick=x>.yaml'));
      expect(await hostile.textContent()).toContain('Stoner! <img src=x onerror=alert(5)>');
      await hostile.locator('details').first().locator('summary').click();
      mkdirSync(ARTEFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTEFACTS, 'report.png'), fullPage: true });
      expect(requests).toEqual([url]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
