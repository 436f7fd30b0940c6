import { useTranslation } from 'react-i18next';
import type { MarketSessionName } from '@shared/contracts/stock-definition';
import {
  STOCK_ORDER_TYPE_SHORT_CODES,
  type AnyStockOrderType,
  type StockDisplayStatus,
  type StockOrderCondition,
  type StockTradingSession,
} from '@shared/domain/stock-order-status';

/** A spec §3 display status as its key in stocks.json `status` (`In Market` → `in_market`). */
export const statusKey = (status: StockDisplayStatus) => status.toLowerCase().replace(/ /g, '_');

/** A code of the spec as a snake_case catalogue key (`stopGain` → `stop_gain`, `AO` → `ao`). */
export const snakeKey = (code: string) => code.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * The words of the stocks screens for the spec's codes, in the page's language: display
 * statuses, sides, order types, conditions, US trading sessions, market sessions, exchanges and
 * the spec §8 result codes (the order panel's `stockOrder:codes.code_<code>`).
 */
export function useStockTexts() {
  const { t } = useTranslation(['stocks', 'stockOrder']);
  return {
    status: (status: StockDisplayStatus) => t(`stocks:status.${statusKey(status)}` as never),
    side: (side: 'B' | 'S') => t(side === 'B' ? 'stocks:side.b' : 'stocks:side.s'),
    orderType: (type: AnyStockOrderType) => t(`stocks:order_type.${snakeKey(type)}` as never),
    /** The type's name with its spec §3 short code (`Limit (L)`), as history and detail show it. */
    orderTypeWithCode: (type: AnyStockOrderType) => {
      const name: string = t(`stocks:order_type.${snakeKey(type)}` as never);
      const code = STOCK_ORDER_TYPE_SHORT_CODES[type];
      return code ? t('stocks:order_type_with_code', { name, code }) : name;
    },
    condition: (condition: StockOrderCondition) =>
      t(`stocks:condition.${snakeKey(condition)}` as never),
    tradingSession: (session: StockTradingSession) =>
      t(`stocks:trading_session.${snakeKey(session)}` as never),
    session: (session: MarketSessionName) => t(`stocks:session.${snakeKey(session)}` as never),
    exchange: (exchange: 'HKEX' | 'US') => t(`stocks:exchange.${snakeKey(exchange)}` as never),
    /** A fee's name (hk-market-facts §3.5): `sfcLevy` → SFC levy. */
    fee: (name: string) => t(`stocks:fee.${snakeKey(name)}` as never),
    /** A spec §8 code's text (the order panel's catalogue); the unknown code's text for others. */
    result: (code: number) =>
      t(`stockOrder:codes.code_${code}` as never, {
        defaultValue: t('stockOrder:codes.code_99999'),
      }) as string,
  };
}
