/** GET api/v2/downloads: the files the server holds, with sizes and checksums (public, kept by the worker for offline reading). */
import { API } from '../../../config/api-contract';
import type { DownloadFileInfo } from '../../../config/api/reference';
import { api, type Answer } from '../../../lib/api';

export interface DownloadFileList {
  list: DownloadFileInfo[];
}

export function fetchDownloadFiles(signal?: AbortSignal): Promise<Answer<DownloadFileList>> {
  return api.read(API.downloadFiles, { signal });
}
