/**
 * The files of the download centre and the firmware page, by name: the
 * server serves them from its downloads folder (DOWNLOADS_DIR,
 * server/src/downloads/) under DOWNLOADS_PATH and computes their sizes and
 * SHA-256 checksums; the pages show what it reports (a file it does not have
 * is shown as unavailable, without a link). Shared by the app and the server:
 * only a name listed here is ever served.
 */
import { SOFTWARE_VERSIONS as V } from './software-versions.js';

/** macOS, Windows and Linux are names (shown as is); the others are translated labels. */
export type Platform = 'macOS' | 'Windows' | 'Linux' | 'asic' | 'usb';

export interface DownloadFile {
  fileName: string;
  platform: Platform;
}

export type ProductKey = 'miner' | 'quickminer' | 'os' | 'tools' | 'firmware';

export interface DownloadProduct {
  key: ProductKey;
  /** Product names are brand names and stay untranslated. */
  name: string;
  version: string;
  files: readonly DownloadFile[];
}

/** Where our server serves the files: `/downloads/<file name>` (the service worker leaves it to the network). */
export const DOWNLOADS_PATH = '/downloads';

export const DOWNLOAD_PRODUCTS: readonly DownloadProduct[] = [
  { key: 'miner', name: 'Hashvale Miner', version: V.miner, files: [{ fileName: 'HashvaleMinerSetup.exe', platform: 'Windows' }] },
  {
    key: 'quickminer',
    name: 'QuickMiner',
    version: `build ${V.quickMinerBuild}`,
    files: [{ fileName: `QuickMiner-${V.quickMinerBuild}.zip`, platform: 'Windows' }],
  },
  { key: 'os', name: 'Hashvale OS', version: V.os, files: [{ fileName: `hashvale-os-${V.os}.img.gz`, platform: 'usb' }] },
  {
    key: 'tools',
    name: 'Hashvale Tools',
    version: V.tools,
    files: [
      { fileName: `HashvaleTools-${V.tools}-macOS.dmg`, platform: 'macOS' },
      { fileName: `HashvaleTools-${V.tools}-Windows.zip`, platform: 'Windows' },
      { fileName: `HashvaleTools-${V.tools}-Linux.tar.gz`, platform: 'Linux' },
    ],
  },
  {
    key: 'firmware',
    name: 'Hashvale Firmware',
    version: V.firmware,
    files: [
      { fileName: `hashvale-firmware-${V.firmware}-antminer-s19.tar.gz`, platform: 'asic' },
      { fileName: `hashvale-firmware-${V.firmware}-antminer-s21.tar.gz`, platform: 'asic' },
    ],
  },
];

/** Every file name we offer: the only names the server's download route answers. */
export const DOWNLOAD_FILE_NAMES: readonly string[] = DOWNLOAD_PRODUCTS.flatMap((p) => p.files.map((f) => f.fileName));

/** The address of a file on our server. */
export function downloadPath(fileName: string): string {
  return `${DOWNLOADS_PATH}/${encodeURIComponent(fileName)}`;
}
