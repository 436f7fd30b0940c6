/**
 * What the web app costs on the wire (issue "Fast on the wire"): Chromium drives the real server on
 * the demo book, and the DevTools protocol counts what each scenario received. Every scenario runs
 * twice in one browser, once with Chromium's own Accept-Encoding and once accepting no encoding,
 * so the ratio between the two is measured in one run (docs/DECISIONS.md §8). Then (issue 22 §5)
 * the cold login page's first contentful paint on a CPU slowed fourfold, as a slow phone's.
 */
import {
  chromium,
  type BrowserContext,
  type CDPSession,
  type LaunchOptions,
  type Page,
} from '@playwright/test';
import { percentile } from './api-load-loop';

/** What one scenario fetched from the network (cache hits excluded). */
export type WireCount = {
  /** Requests answered by the server, 304s included. */
  requests: number;
  /** Answers that came with a content-encoding (br, gzip...). */
  encoded: number;
  /** Bytes received: bodies as sent plus response headers (CDP `encodedDataLength`). */
  received: number;
  /** Body bytes after decoding. */
  decoded: number;
};

/** One scenario measured both ways. */
export type WireRow = { scenario: string; usual: WireCount; identity: WireCount };

/** The whole measurement: the rows and the Accept-Encoding Chromium sent on its own. */
export type WireReport = { acceptEncoding: string; rows: WireRow[] };

const PASSWORD = 'Portico#2026';
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 20_000;

/** Counts one page's network traffic through CDP until reset. */
class Tracker {
  private count: WireCount = { requests: 0, encoded: 0, received: 0, decoded: 0 };
  private readonly inFlight = new Set<string>();
  private readonly fromCache = new Set<string>();
  private readonly decodedById = new Map<string, number>();
  private readonly encodedIds = new Set<string>();
  private lastActivity = Date.now();
  acceptEncoding = '';

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event) => {
      this.lastActivity = Date.now();
      // A stream (SSE) stays open by design; it must not keep the page from settling.
      if (event.type !== 'EventSource') this.inFlight.add(event.requestId);
    });
    session.on('Network.requestWillBeSentExtraInfo', (event) => {
      const header = Object.entries(event.headers).find(
        ([name]) => name.toLowerCase() === 'accept-encoding',
      );
      if (header && !this.acceptEncoding) this.acceptEncoding = header[1];
    });
    session.on('Network.requestServedFromCache', (event) => {
      this.fromCache.add(event.requestId);
    });
    session.on('Network.responseReceived', (event) => {
      const encoding = Object.entries(event.response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      if (encoding && encoding !== 'identity') this.encodedIds.add(event.requestId);
      if (event.response.fromDiskCache) this.fromCache.add(event.requestId);
    });
    session.on('Network.dataReceived', (event) => {
      this.lastActivity = Date.now();
      this.decodedById.set(
        event.requestId,
        (this.decodedById.get(event.requestId) ?? 0) + event.dataLength,
      );
    });
    session.on('Network.loadingFinished', (event) => {
      this.lastActivity = Date.now();
      this.inFlight.delete(event.requestId);
      if (!this.fromCache.has(event.requestId) && event.encodedDataLength > 0) {
        this.count.requests += 1;
        this.count.received += event.encodedDataLength;
        this.count.decoded += this.decodedById.get(event.requestId) ?? 0;
        if (this.encodedIds.has(event.requestId)) this.count.encoded += 1;
      }
    });
    session.on('Network.loadingFailed', (event) => {
      this.lastActivity = Date.now();
      this.inFlight.delete(event.requestId);
    });
  }

  /** Waits until no request has been in flight for a moment, then hands over the count. */
  async settle(): Promise<WireCount> {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const count = this.count;
    this.count = { requests: 0, encoded: 0, received: 0, decoded: 0 };
    return count;
  }
}

async function track(context: BrowserContext): Promise<{ page: Page; tracker: Tracker }> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const tracker = new Tracker(session);
  await session.send('Network.enable');
  return { page, tracker };
}

/** The three scenarios in one fresh browser context (empty cache). */
async function runScenarios(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ counts: WireCount[]; acceptEncoding: string }> {
  const { page, tracker } = await track(context);
  await page.goto(`${baseUrl}/portal/users/login`);
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  const login = await tracker.settle();

  await page.getByText('Gateway Account', { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill('C10001');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tracker.settle();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/portal\/funds\/dashboard$/);
  await page.getByRole('heading', { name: 'Funds dashboard' }).waitFor();
  const dashboard = await tracker.settle();

  await page.goto(`${baseUrl}/portal/funds/dashboard`);
  await page.getByRole('heading', { name: 'Funds dashboard' }).waitFor();
  const again = await tracker.settle();
  return { counts: [login, dashboard, again], acceptEncoding: tracker.acceptEncoding };
}

export const SCENARIOS = [
  'cold login page /portal/users/login',
  'log in as C10001 -> funds dashboard',
  'dashboard opened again (warm cache)',
] as const;

/** Measures every scenario with Chromium's usual Accept-Encoding and with none accepted. */
export async function measureWire(baseUrl: string, launch: LaunchOptions): Promise<WireReport> {
  const browser = await chromium.launch(launch);
  try {
    const usualContext = await browser.newContext();
    const usual = await runScenarios(usualContext, baseUrl);
    await usualContext.close();
    const identityContext = await browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'identity' },
    });
    const identity = await runScenarios(identityContext, baseUrl);
    await identityContext.close();
    const rows = SCENARIOS.map((scenario, index) => ({
      scenario,
      usual: usual.counts[index] ?? { requests: 0, encoded: 0, received: 0, decoded: 0 },
      identity: identity.counts[index] ?? { requests: 0, encoded: 0, received: 0, decoded: 0 },
    }));
    return { acceptEncoding: usual.acceptEncoding, rows };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** The report as a plain-text table (KB = 1000 bytes). */
export function formatWireReport(report: WireReport, brand: string): string {
  const header = [
    'scenario',
    'requests',
    'encoded',
    'KB received',
    'KB decoded',
    'KB received, no encoding',
    'ratio',
  ];
  const rows = report.rows.map(({ scenario, usual, identity }) => [
    scenario,
    String(usual.requests),
    String(usual.encoded),
    kb(usual.received),
    kb(usual.decoded),
    kb(identity.received),
    identity.received > 0 ? (usual.received / identity.received).toFixed(2) : '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [
    `On the wire in Chromium, brand "${brand}", real server on the demo book`,
    `(received = response bodies as sent plus headers, from the network only; Chromium sent ` +
      `Accept-Encoding: ${report.acceptEncoding || '(none seen)'}; ` +
      `"no encoding" = the same scenario sending Accept-Encoding: identity)`,
    line(header),
    ...rows.map(line),
  ].join('\n');
}

/** How many cold loads the first paint is measured over, how much slower the CPU, the goal. */
export const FIRST_PAINT = { loads: 15, cpuSlowdown: 4, goalMs: 1500 } as const;

/** One cold load of the login page, in ms from navigation start. */
export type FirstPaint = {
  /** The first contentful paint: the first text or image on the screen. */
  firstContent: number;
  /** The frame that first shows the login form's submit button: the page a client came for. */
  loginForm: number;
};

/** Set on `window` by `watchLoginForm`: when the frame showing the login form began. */
type Watched = { loginFormAt?: number };

/**
 * Installed before the page's own scripts: notes the animation frame in which the login form's
 * submit button first exists, which is the frame that paints it.
 */
function watchLoginForm(): void {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('form button[type=submit]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      (window as Watched).loginFormAt = performance.now();
    });
  }).observe(document, { subtree: true, childList: true });
}

/** The first paint and the login form's frame of one load. */
async function firstPaintOf(page: Page): Promise<FirstPaint> {
  const handle = await page.waitForFunction(
    () => {
      const firstContent = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const loginForm = (window as Watched).loginFormAt;
      return firstContent !== undefined && loginForm !== undefined && { firstContent, loginForm };
    },
    undefined,
    { timeout: SETTLE_LIMIT_MS },
  );
  return (await handle.jsonValue()) as FirstPaint;
}

/**
 * The login page's first contentful paint and login form, each load cold (a new context: empty
 * cache, no cookies) with the CPU throttled through CDP; answers each load's times, in load order.
 */
export async function measureFirstPaint(
  baseUrl: string,
  launch: LaunchOptions,
): Promise<FirstPaint[]> {
  const browser = await chromium.launch(launch);
  try {
    const paints: FirstPaint[] = [];
    for (let load = 0; load < FIRST_PAINT.loads; load += 1) {
      const context = await browser.newContext();
      await context.addInitScript(watchLoginForm);
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: FIRST_PAINT.cpuSlowdown });
      await page.goto(`${baseUrl}/portal/users/login`);
      paints.push(await firstPaintOf(page));
      await context.close();
    }
    return paints;
  } finally {
    await browser.close();
  }
}

/** The loads as two lines, median and p90 of each (the goal is the first paint's; never a failure). */
export function formatFirstPaint(paints: readonly FirstPaint[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const line = (what: string, values: number[], goal: string) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (
      `${what}, cold login page, CPU ${FIRST_PAINT.cpuSlowdown}x slower: ` +
      `median ${ms(percentile(sorted, 0.5))}, p90 ${ms(percentile(sorted, 0.9))} over ` +
      `${sorted.length} loads${goal}`
    );
  };
  return [
    line(
      'First contentful paint',
      paints.map((paint) => paint.firstContent),
      ` (goal ${ms(FIRST_PAINT.goalMs)})`,
    ),
    line(
      'Login form on screen',
      paints.map((paint) => paint.loginForm),
      '',
    ),
  ].join('\n');
}
