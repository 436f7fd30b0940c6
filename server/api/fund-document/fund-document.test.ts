import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import { formatNumber } from '../../../shared/domain/number-format';
import { pdfStructureProblems, pdfText } from '../../pdf/pdf-inspect';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import { createTestClock, post } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Fund documents (issue 4): factsheets and key facts from the market data, without a session. */

const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});

afterAll(async () => {
  await t.close();
});

async function documentText(fundId: string, type: string, language: string): Promise<string> {
  const reply = await post(t.app, 'fund-document/downloadFundDocument', { fundId, type, language });
  expect(reply.statusCode).toBe(200);
  const file = reply.json<CallOutput<'fund-document/downloadFundDocument'>>();
  expect(file).toMatchObject({ fileName: `${fundId}-${type}.pdf`, contentType: 'application/pdf' });
  const pdf = Buffer.from(file.contentBase64, 'base64');
  expect(pdfStructureProblems(pdf)).toEqual([]);
  return pdfText(pdf);
}

describe('downloadFundDocument', () => {
  it('writes a factsheet with the fund name and its latest NAV', async () => {
    const feed = createSimulatedMarketData({ clock: clock.read }).funds;
    const fund = await feed.get('VH-HK-EQUITY');
    const latest = await feed.latestNav('VH-HK-EQUITY');
    if (!fund || !latest) throw new Error('the simulated feed lacks VH-HK-EQUITY');
    const text = await documentText(fund.id, 'factsheet', 'en');
    expect(text).toContain(fund.name.en);
    const nav = formatNumber(latest.nav, 'en', fund.navPrecision);
    expect(text).toContain(`${fund.currency} ${nav} (${latest.date})`);
    expect(text).toContain('Month-end NAVs, last 12 months');
    const traditional = await documentText(fund.id, 'factsheet', 'zh-HK');
    expect(traditional).toContain(fund.name['zh-HK']);
    expect(traditional).toContain('基金概覽');
  });

  it.each([
    ['en', 'Investment involves risks.'],
    ['zh-HK', '投資涉及風險。'],
    ['zh-CN', '投资涉及风险。'],
  ])('writes the key facts in %s with the standard risk warning', async (language, warning) => {
    const text = await documentText('LR-ASIA-BOND', 'prospectus', language);
    expect(text).toContain(warning);
  });

  it('answers 404 for an unknown fund and 400 for an unknown type', async () => {
    const unknown = await post(t.app, 'fund-document/downloadFundDocument', {
      fundId: 'NO-SUCH-FUND',
      type: 'factsheet',
      language: 'en',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 'not_found' }]);
    const badType = await post(t.app, 'fund-document/downloadFundDocument', {
      fundId: 'VH-HK-EQUITY',
      type: 'annualReport',
      language: 'en',
    });
    expect(badType.statusCode).toBe(400);
  });
});
