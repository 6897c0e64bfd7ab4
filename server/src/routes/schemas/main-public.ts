/** Response schemas of the main/api/v2 reference-data calls (shapes: shared api-facts). */
import { arr, bool, int, map, nullableNum, nullableStr, num, obj, str } from './helpers.js';

export const currenciesSchema = obj({
  currencies: arr(obj({
    symbol: str, name: str, subunits: num, wallets: arr(str), order: int, delisted: bool, base: str,
    transactionInfoUrl: nullableStr, addressInfoUrl: nullableStr, blockInfoUrl: nullableStr,
  })),
});

export const algorithmsSchema = obj({
  miningAlgorithms: arr(obj({
    algorithm: str, title: str, enabled: bool, order: int, displayMiningFactor: str, miningFactor: str,
    displayMarketFactor: str, marketFactor: str, minimalOrderAmount: str, minSpeedLimit: str, maxSpeedLimit: str,
    priceDownStep: str, color: str, ordersEnabled: bool, enabledMarkets: str, displayPriceFactor: str, priceFactor: str,
  })),
});

export const marketsSchema = arr(str);

const interval = obj({
  start: num,
  end: nullableNum,
  element: obj({ value: num, type: str, sndValue: nullableNum, sndType: nullableStr }),
});
const walletFees = map(obj({ rules: map(obj({ coin: str, intervals: arr(interval) })) }));
const platformFee = obj({ coin: nullableStr, intervals: arr(interval) });

export const feeInfoSchema = obj({
  deposit: walletFees,
  withdrawal: walletFees,
  closing_withdrawal: walletFees,
  exchangeTaker: platformFee,
  exchangeMaker: platformFee,
  buyingNonRefundableFee: platformFee,
  buyingSpentFee: platformFee,
  sellFee: platformFee,
  adminServiceFee: obj({ fees: arr(obj({ task: str, description: str, pricePercent: num, minPriceUSD: num })) }),
});

const rate = obj({ fromCurrency: str, toCurrency: str, exchangeRate: str });
export const rateListSchema = obj({ list: arr(rate) });
export const profcalcRatesSchema = obj({ currency: str, list: arr(rate) });

export const devicesSchema = obj({
  devices: arr(obj({
    id: str, name: str, niceName: str, category: str,
    /** JSON-encoded object: algorithm -> speed in the algorithm's mining unit. */
    speeds: str,
    power: int,
    /** BTC per day of the device's most profitable algorithm now. */
    paying: num,
  })),
});

export const minConfirmationsSchema = obj({ minConfirmations: arr(obj({ currency: str, confirmations: int })) });
