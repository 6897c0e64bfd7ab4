/**
 * The download files as the server holds them (sizes, checksums, which are
 * unavailable): the server renders the page with them (page data), and the
 * browser loads them after mount all the same (a page the app draws itself,
 * from the worker's shell, starts from nothing).
 */
import type { DownloadFileInfo } from '../../config/api/reference';
import { useServed } from '../../lib/page-data';
import { dataOf } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchDownloadFiles, type DownloadFileList } from './api/get-download-files';

const SERVED_REQUEST = { downloadFiles: true } as const;

/** The files by name; undefined while nothing is known yet. */
export function useDownloadFiles(): ReadonlyMap<string, DownloadFileInfo> | undefined {
  const served = useServed<DownloadFileList>(SERVED_REQUEST);
  const remote = useRemote<DownloadFileList>(fetchDownloadFiles, undefined, served ?? undefined);
  const list = dataOf(remote.state)?.list;
  return list ? new Map(list.map((file) => [file.fileName, file])) : undefined;
}
