import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
};

/**
 * Waits up to 5 s for the page's transitions and finite animations to end: a drawer or panel
 * fading out after Escape dims the text under it, which axe then measures as too faint. Endless
 * ones (a loader) are not waited for, and a page still moving after 5 s is checked as it stands.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core on the page once it has settled and fails on serious or critical violations
 * (issue 2, item 11). The source goes in through the DevTools protocol, which the page's strict
 * CSP does not govern, so the CSP under test stays as strict as in production.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  const severe = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(severe, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every browser test collects Content-Security-Policy violations and uncaught page errors and fails
 * on any, and checks the accessibility of the portal page it ends on.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // A refused frame-ancestors is the CSP doing its job against a foreign host, not our page.
        const text = message.text();
        if (
          message.type() === 'error' &&
          /Content Security Policy/i.test(text) &&
          !/frame-ancestors/.test(text)
        ) {
          problems.push(`CSP: ${text}`);
        }
      });
      await use(problems);
      expect(problems, 'CSP violations or uncaught errors').toEqual([]);
      // Whatever portal page a test ends on is checked too, besides the explicit checks on the way.
      if (!page.isClosed() && new URL(page.url()).pathname.startsWith('/portal/')) {
        await expectAccessible(page);
      }
    },
    { auto: true },
  ],
});

export { expect };
