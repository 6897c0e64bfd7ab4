/** The mining locations open now, for the stratum generator. */
import { useRemote } from '../../lib/use-remote';
import { fetchMarkets } from './api/get-markets';

export const useMarkets = () => useRemote<string[]>(fetchMarkets);
