/** GET main/api/v2/hashpower/orderBook: every location's book of one algorithm, with the time it was fetched. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { RawLocationBook } from '../hashpower-book';

export async function fetchOrderBook(algorithm: string): Promise<Answer<Record<string, RawLocationBook>>> {
  const { data, asOf } = await api.read(API.orderBook, { query: { algorithm } });
  return { data: data.stats, asOf };
}
