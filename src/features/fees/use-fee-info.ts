/**
 * The fee structure for a page, loaded after mount, with a retry. With
 * `onServer`, the server renders the page with it (src/lib/page-data.ts) and
 * the browser starts from that, loading it after mount all the same.
 */
import { useServed } from '../../lib/page-data';
import { useRemote } from '../../lib/use-remote';
import { fetchFeeInfo } from './api/get-fee-info';
import type { FeeInfo } from './types';

export function useFeeInfo({ onServer = false }: { onServer?: boolean } = {}) {
  const served = useServed<FeeInfo>(onServer ? { feeInfo: true } : undefined);
  return useRemote<FeeInfo>(fetchFeeInfo, undefined, served ?? undefined);
}
