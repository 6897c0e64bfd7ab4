/** Response schemas of the live mining calls (shapes: shared api-facts). */
import { arr, bool, int, map, num, obj, str } from './helpers.js';

export const statsSchema = obj({ algos: arr(obj({ a: int, p: num, s: num, r: int, o: int })) });
/** `[epoch seconds, total speed in market units, paying price]`, oldest first. */
export const historySchema = arr(arr(num));
export const simpleSchema = obj({ miningAlgorithms: arr(obj({ algorithm: str, title: str, speed: str, paying: str })) });
const pagination = obj({ size: int, page: int, totalPageCount: int });
export const orderBookSchema = obj({
  stats: map(obj({
    updatedTs: str, totalSpeed: str, marketFactor: str, displayMarketFactor: str,
    orders: arr(obj({
      id: str, type: str, price: str, limit: str, rigsCount: int, acceptedSpeed: str, payingSpeed: str, alive: bool,
      poolName: str, availableAmount: str,
    })),
    pagination,
  })),
});
export const rigsSchema = obj({
  minerStatuses: map(int), totalRigs: int, totalProfitability: num, unpaidAmount: str, btcAddress: str,
  nextPayoutTimestamp: str,
  miningRigs: arr(obj({
    rigId: str, name: str, minerStatus: str, statusTime: int, unpaidAmount: str,
    stats: arr(obj({
      market: str, algorithm: obj({ enumName: str, description: str }), speedAccepted: num, speedRejectedTotal: num,
      profitability: num,
    })),
  })),
  pagination,
});
