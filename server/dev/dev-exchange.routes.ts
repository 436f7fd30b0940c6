import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { runCryptoMatching } from '../backoffice/fos/crypto/crypto-matching.job';
import { runExchange, runSettlement } from '../backoffice/gateway/stocks/exchange/exchange.job';
import type { Database } from '../db/schema';
import type { CryptoFeed } from '../market-data/crypto-feed';
import type { StockFeed } from '../market-data/stock-feed';

/**
 * `POST /portal/dev/run-exchange` (demo mode only): runs the simulated stock exchange and its
 * settlement now, or at the instant `?at=<ISO>` names, so browser tests and demos see orders
 * enter the market, fill, expire and settle at once (`?at=` after the close expires day orders;
 * a few days ahead settles the fills), and the crypto venue's matching of resting limit orders
 * (`crypto`: what that round did). Never registered outside demo mode.
 */
export const devExchangeRoutes: FastifyPluginCallback<{
  db: Kysely<Database>;
  stocks: StockFeed;
  crypto: CryptoFeed;
  clock: () => Date;
}> = (dev, { db, stocks, crypto, clock }, done) => {
  dev.post('/run-exchange', async (request, reply) => {
    const at = (request.query as { at?: string }).at;
    const now = at === undefined ? clock() : new Date(at);
    if (Number.isNaN(now.getTime())) {
      return reply.code(400).send({ code: 'invalid_input', fields: { at: 'invalid_format' } });
    }
    const round = await runExchange(db, { stocks, log: request.log }, now);
    const settled = await runSettlement(db, now);
    const cryptoRound = await runCryptoMatching(db, { crypto, log: request.log }, now);
    return { ...round, settled, crypto: cryptoRound };
  });
  done();
};
