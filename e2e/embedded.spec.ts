import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * Embedded mode (spec §1, §5): a host page frames the portal, hears its loaded notice, gets an
 * answer to its start request, sets colour mode and language, and hears the exit message. The
 * host pages are served by Playwright's router on origins of our choosing, so no second server runs.
 */
const allowedHost = 'http://localhost:3000/host.html';
const foreignHost = 'http://127.0.0.1:9/host.html';

function hostPage(portalUrl: string): string {
  return `<!doctype html><html lang="en"><head><title>Host</title></head><body><main>
<iframe id="portal" title="Portal" src="${portalUrl}" style="width:1300px;height:800px"></iframe>
<script>
window.received = [];
window.addEventListener('message', (event) => window.received.push(event.data));
window.sendToPortal = (message) => document.getElementById('portal').contentWindow.postMessage(message, '*');
</script></main></body></html>`;
}

async function openHost(page: Page, hostUrl: string, portalUrl: string) {
  await page.route(hostUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: hostPage(portalUrl) }),
  );
  await page.goto(hostUrl);
}

type HostMessage = { type: string; startupId?: string; requestId?: string };

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: HostMessage[] }).received);

test('a host on an allowed origin drives colour mode and language and hears start, loaded and exit', async ({
  page,
  baseURL,
}) => {
  await openHost(page, allowedHost, `${baseURL}/portal/`);
  await expect
    .poll(async () => (await received(page)).map((message) => message.type))
    .toContain('portico:loaded');
  const loaded = (await received(page)).find((message) => message.type === 'portico:loaded') as {
    startupId: string;
  };
  expect(loaded?.startupId).toBeTruthy();

  await page.evaluate(() =>
    (window as unknown as { sendToPortal: (m: unknown) => void }).sendToPortal({
      type: 'portico:start',
      requestId: 'request-7',
    }),
  );
  await expect
    .poll(async () =>
      (await received(page)).find((message) => message.type === 'portico:start-response'),
    )
    .toEqual({
      type: 'portico:start-response',
      requestId: 'request-7',
      startupId: loaded.startupId,
    });

  const frame = page.frameLocator('#portal');
  await page.evaluate(() =>
    (window as unknown as { sendToPortal: (m: unknown) => void }).sendToPortal({
      type: 'portico:set-color-mode',
      value: 'dark',
    }),
  );
  await expect(frame.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.evaluate(() =>
    (window as unknown as { sendToPortal: (m: unknown) => void }).sendToPortal({
      type: 'portico:set-language',
      value: 'zh-CN',
    }),
  );
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-CN');

  const portalErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') portalErrors.push(message.text());
  });
  await page.evaluate(() =>
    (window as unknown as { sendToPortal: (m: unknown) => void }).sendToPortal({
      type: 'portico:set-language',
      value: 'klingon',
    }),
  );
  await expect.poll(() => portalErrors.length).toBeGreaterThan(0);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await frame.locator('body').evaluate(() => {
    window.history.pushState({}, '', '/portal/exit');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect
    .poll(async () => (await received(page)).map((message) => message.type))
    .toContain('portico:exit');
  await expectAccessible(page);
});

test('messages from an origin outside the allow-list are ignored', async ({ page }) => {
  // The portal's own origin (the test server's port) is not in the brand's allow-list.
  await page.goto('/portal/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    window.addEventListener('message', (event) => heard.push(event.data));
    window.postMessage({ type: 'portico:set-color-mode', value: 'dark' }, '*');
    window.postMessage({ type: 'portico:set-language', value: 'zh-HK' }, '*');
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length))
    .toBe(2);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a host on a foreign origin cannot frame the portal', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => blocked.push(message.text()));
  await openHost(page, foreignHost, `${baseURL}/portal/`);
  await expect.poll(() => blocked.some((text) => /frame-ancestors/.test(text))).toBe(true);
  expect((await received(page)).map((message) => message.type)).not.toContain('portico:loaded');
});
