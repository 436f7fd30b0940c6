import { cryptoMarketCalls } from '../api/crypto-market/crypto-market.routes';
import { SIMULATION_SEED } from '../market-data/simulated-feed-context';
import { createSimulatedCryptoFeed } from '../market-data/simulated-crypto';
import { defineArea } from './server-area';

/** Virtual assets (the Fos source): the crypto pairs, their quotes, depth and bars. */
export const cryptosArea = defineArea({
  name: 'cryptos',
  calls: [...cryptoMarketCalls],
  marketData: () => ({ crypto: createSimulatedCryptoFeed({ seed: SIMULATION_SEED }) }),
});
