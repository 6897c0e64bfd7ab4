/** A market of exchange/api/v2/info/status with its trading rules (the contract's). */
export type { ExchangeMarket } from '../../config/api/exchange';
