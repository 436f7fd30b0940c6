import { cryptoBalanceCalls } from '../api/crypto-balance/crypto-balance.routes';
import { cryptoMarketCalls } from '../api/crypto-market/crypto-market.routes';
import { cryptoOrderCalls } from '../api/crypto-order/crypto-order.routes';
import {
  cryptoMatchingJobHandlers,
  queueCryptoMatching,
} from '../backoffice/fos/crypto/crypto-matching.job';
import { createEmbeddedCrypto } from '../backoffice/fos/crypto/embedded-crypto';
import { SIMULATION_SEED } from '../market-data/simulated-feed-context';
import { createSimulatedCryptoFeed } from '../market-data/simulated-crypto';
import { seedDemoCryptos } from '../seed/demo-cryptos';
import { defineArea } from './server-area';

/**
 * Virtual assets (the Fos source): the crypto pairs, their quotes, depth and bars; orders and
 * balances on the Fos back office's books; the venue's 24/7 matching of resting limit orders.
 */
export const cryptosArea = defineArea({
  name: 'cryptos',
  calls: [...cryptoMarketCalls, ...cryptoOrderCalls, ...cryptoBalanceCalls],
  marketData: () => ({ crypto: createSimulatedCryptoFeed({ seed: SIMULATION_SEED }) }),
  fos: (deps) => ({ crypto: createEmbeddedCrypto({ db: deps.db, crypto: deps.crypto }) }),
  jobs: (deps) =>
    cryptoMatchingJobHandlers({ crypto: deps.crypto, ...(deps.log ? { log: deps.log } : {}) }),
  seed: seedDemoCryptos,
  // The venue matches resting orders as a recurring job of the runner, at any hour.
  atStart: ({ db, now }) => queueCryptoMatching(db, now),
});
