import { HK_BANKS, isHkBankCode } from '@shared/domain/hk-banks';
import { useFormat } from './use-format';

/**
 * A bank's name in the reader's language (issue 31 §16): a bank of the Hong Kong list by its
 * code; any other as the book names it.
 */
export function useBankName(): (bank: { bankCode: string; bankName: string }) => string {
  const format = useFormat();
  return ({ bankCode, bankName }) =>
    isHkBankCode(bankCode) ? format.text(HK_BANKS[bankCode]) : bankName;
}
