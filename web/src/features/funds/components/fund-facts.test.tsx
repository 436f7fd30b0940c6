import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundDetailFixture } from '../test-fund';

const fundId = 'VH-HK-EQUITY';

const fund = fundDetailFixture({
  documents: [
    {
      fundId,
      type: 'factsheet',
      title: {
        en: 'HK Equity Factsheet',
        'zh-HK': '維港香港股票：基金概覽',
        'zh-CN': '维港香港股票：基金概览',
      },
      path: `funds/${fundId}/factsheet.pdf`,
    },
    {
      fundId,
      type: 'prospectus',
      title: {
        en: 'HK Equity Prospectus',
        'zh-HK': '維港香港股票：基金說明書',
        'zh-CN': '维港香港股票：基金说明书',
      },
      path: `funds/${fundId}/prospectus.pdf`,
    },
  ],
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('fund documents on /funds/detail/{id} (issue 4)', () => {
  it('downloads the factsheet in the reader’s language without a login', async () => {
    const calls = stubApi({
      'fund/getFund': () => ({ fund }),
      'fund-document/downloadFundDocument': () => ({
        fileName: 'VH-HK-EQUITY-factsheet.pdf',
        contentType: 'application/pdf',
        contentBase64: btoa('%PDF-1.7\n'),
      }),
    });
    Object.assign(URL, { createObjectURL: () => 'blob:portal/2', revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderApp({ path: `/funds/detail/${fundId}`, language: 'zh-HK' });
    expect(await screen.findByText('基金說明書')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下載維港香港股票：基金概覽' }));
    await waitFor(() => expect(saved).toEqual(['VH-HK-EQUITY-factsheet.pdf']));
    const download = calls.find((call) => call.name === 'fund-document/downloadFundDocument');
    expect(download?.input).toEqual({ fundId, type: 'factsheet', language: 'zh-HK' });
  });

  it('shows why a download failed, in the reader’s language', async () => {
    stubApi({
      'fund/getFund': () => ({ fund }),
      'fund-document/downloadFundDocument': () => ({ status: 429, body: { code: 'rate_limited' } }),
    });
    const { user } = renderApp({ path: `/funds/detail/${fundId}` });
    await user.click(await screen.findByRole('button', { name: 'Download HK Equity Prospectus' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Download failed: Too many requests. Please wait a moment and try again.',
    );
  });
});
