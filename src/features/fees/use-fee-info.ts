/** The fee structure for a page, loaded after mount, with a retry. */
import { useRemote } from '../../lib/use-remote';
import { fetchFeeInfo } from './api/get-fee-info';
import type { FeeInfo } from './types';

export const useFeeInfo = () => useRemote<FeeInfo>(fetchFeeInfo);
