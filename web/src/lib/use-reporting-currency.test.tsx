import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeReportingCurrency } from './preferences';
import { useReportingCurrency } from './use-reporting-currency';

describe('useReportingCurrency', () => {
  it('starts at HKD and follows a currency stored while the page is open', () => {
    window.localStorage.clear();
    const { result } = renderHook(() => useReportingCurrency());
    expect(result.current).toBe('HKD');
    act(() => storeReportingCurrency('USD'));
    expect(result.current).toBe('USD');
  });
});
