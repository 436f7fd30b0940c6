import { describe, expect, it } from 'vitest';
import { getBrand } from '../../../../brands/index';
import { pdfFonts, pdfStructureProblems, pdfText } from '../../../pdf/pdf-inspect';
import type { ContractNoteData } from './contract-note';
import { renderContractNote } from './contract-note-pdf';
import { stockPrice } from './stock-statement-pdf';

/**
 * A contract note as a PDF (issue 31 §17): its fonts embedded as subsets, and prices at the
 * exchange's decimals (HKEX three), an average keeping its own where it has more.
 */

const FEES = {
  brokerage: '50.00',
  sfcLevy: '1.73',
  afrcLevy: '0.09',
  tradingFee: '3.50',
  stampDuty: '62.00',
  ccass: '2.00',
  secFee: '0',
};

/** A buy of 100 Tencent in two fills; only the fields the note shows. */
function note(priceDecimals: number | undefined, holderName = '陳大文'): ContractNoteData {
  return {
    accountCode: 'C10001',
    holderName,
    order: {
      id: 1234,
      symbol: '00700',
      exchange: 'HKEX',
      side: 'B',
      orderType: 'limit',
      price: '616.5',
      quantity: '100',
      currency: 'HKD',
    },
    stockName: '騰訊控股',
    priceDecimals,
    tradeDate: '2026-11-20',
    settlementDate: '2026-11-24',
    issuedAt: new Date('2026-11-20T10:30:00Z'),
    fills: [
      { filledAt: new Date('2026-11-20T02:00:00Z'), quantity: '60', price: '616.5' },
      { filledAt: new Date('2026-11-20T02:05:00Z'), quantity: '40', price: '616.4' },
    ].map((fill, index) => ({ ...fill, consideration: ['36990.00', '24656.00'][index] })),
    totals: {
      quantity: '100',
      consideration: '61646.00',
      averagePrice: '616.4567',
      fees: FEES,
      totalFees: '119.32',
      net: '61765.32',
    },
  } as unknown as ContractNoteData;
}

describe('the contract note PDF', () => {
  it('prints HKEX prices at three decimals and the average at its own four', async () => {
    const pdf = Buffer.from(await renderContractNote(note(3), getBrand('default'), 'zh-HK'));
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('616.500');
    expect(lines).toContain('616.400');
    expect(lines).toContain('616.4567');
    expect(lines).not.toContain('616.50');
    expect(lines).toContain('成交單據');
    expect(lines).toContain('00700 騰訊控股');
  });

  it('embeds every font it uses, a Chinese name in English included', async () => {
    const pdf = Buffer.from(
      await renderContractNote(note(3, 'CHAN Tai Man 陳大文'), getBrand('default'), 'en'),
    );
    expect(pdfText(pdf)).toContain('CHAN Tai Man 陳大文');
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    expect(fonts.every((font) => font.program !== undefined)).toBe(true);
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('formats a stock price at its decimals, or as many as it has (two at least) when unknown', () => {
    expect(stockPrice('616.5', 'en', 3)).toBe('616.500');
    expect(stockPrice('1234.5', 'en', 3)).toBe('1,234.500');
    expect(stockPrice('180.255', 'en', 2)).toBe('180.26');
    expect(stockPrice('616.5', 'en', undefined)).toBe('616.50');
    expect(stockPrice('0.125', 'en', undefined)).toBe('0.125');
  });
});
