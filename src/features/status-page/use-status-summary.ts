/**
 * The service status for the status page: rendered by the server with it
 * (page data; null when the status tables could not be read), then asked
 * for again after mount and every STATUS_PAGE_POLL_MS while the reader is
 * present. Offline, the worker answers with the last summary and its time.
 */
import { STATUS_SUMMARY_DATA_KEY } from '../../config/page-data';
import { STATUS_PAGE_POLL_MS } from '../../config/limits';
import { usePageData, useServed } from '../../lib/page-data';
import { useRemote } from '../../lib/use-remote';
import { fetchStatusSummary, type StatusSummary } from './api/get-status-summary';

const SERVED_REQUEST = { statusSummary: true } as const;

export function useStatusSummary() {
  const served = useServed<StatusSummary>(SERVED_REQUEST);
  return useRemote<StatusSummary>(fetchStatusSummary, STATUS_PAGE_POLL_MS, served ?? undefined);
}

/** True when the server rendered the page and could not read the status tables (its answer was null). */
export function useServedUnreadable(): boolean {
  return usePageData<StatusSummary | null>(STATUS_SUMMARY_DATA_KEY) === null;
}
