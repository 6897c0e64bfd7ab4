/**
 * The files of the download centre and the firmware page. Checksums are
 * SAMPLE values: SHA-256 of `hashvale-sample-checksum:<file name>`, so they
 * are stable, look like real ones and change when a file is renamed
 * (downloads.test.ts recomputes them). Replace them with the hashes of the
 * real files when builds are published.
 */
import { SOFTWARE_VERSIONS as V } from './versions';

/** macOS, Windows and Linux are names (shown as is); the others are translated labels. */
export type Platform = 'macOS' | 'Windows' | 'Linux' | 'asic' | 'usb';

export interface DownloadFile {
  fileName: string;
  platform: Platform;
  sizeBytes: number;
  sha256: string;
}

export type ProductKey = 'miner' | 'quickminer' | 'os' | 'tools' | 'firmware';

export interface DownloadProduct {
  key: ProductKey;
  /** Product names are brand names and stay untranslated. */
  name: string;
  version: string;
  files: readonly DownloadFile[];
}

/** Where the files are served from (a host of its own, outside this app). */
export const DOWNLOAD_HOST = 'https://downloads.hashvale.example';

export const SAMPLE_CHECKSUM_PREFIX = 'hashvale-sample-checksum:';

export const DOWNLOAD_PRODUCTS: readonly DownloadProduct[] = [
  {
    key: 'miner',
    name: 'Hashvale Miner',
    version: V.miner,
    files: [
      {
        fileName: 'HashvaleMinerSetup.exe',
        platform: 'Windows',
        sizeBytes: 221_380_608,
        sha256: 'c82f5cd94d90059855b9712786442dc2f7f5db7ae81271565ac3d165ce5cb570',
      },
    ],
  },
  {
    key: 'quickminer',
    name: 'QuickMiner',
    version: `build ${V.quickMinerBuild}`,
    files: [
      {
        fileName: `QuickMiner-${V.quickMinerBuild}.zip`,
        platform: 'Windows',
        sizeBytes: 25_794_560,
        sha256: '4347b6ac1f00b003f4f841c1a18048d6ec3168be93880eb64339ad7b846ae154',
      },
    ],
  },
  {
    key: 'os',
    name: 'Hashvale OS',
    version: V.os,
    files: [
      {
        fileName: `hashvale-os-${V.os}.img.gz`,
        platform: 'usb',
        sizeBytes: 1_589_641_216,
        sha256: 'b1f414c28baf812e252c37e3ed7cc8b47b6a8f7ac6eaaca0f18d8576ebc17f29',
      },
    ],
  },
  {
    key: 'tools',
    name: 'Hashvale Tools',
    version: V.tools,
    files: [
      {
        fileName: `HashvaleTools-${V.tools}-macOS.dmg`,
        platform: 'macOS',
        sizeBytes: 96_890_470,
        sha256: '926ca89ea85cd668634bff4ec2f6d118cfcbc438bc585201fad1fbb10771a472',
      },
      {
        fileName: `HashvaleTools-${V.tools}-Windows.zip`,
        platform: 'Windows',
        sizeBytes: 82_734_285,
        sha256: 'd6ca6e4040d92578ef7453ed6ea935ea4a440aa03f4862df963747903d2522d0',
      },
      {
        fileName: `HashvaleTools-${V.tools}-Linux.tar.gz`,
        platform: 'Linux',
        sizeBytes: 74_765_107,
        sha256: '2d406f0ce160808147cbcc8d3605d922bb416efeb0742a64eadc9ea540455da2',
      },
    ],
  },
  {
    key: 'firmware',
    name: 'Hashvale Firmware',
    version: V.firmware,
    files: [
      {
        fileName: `hashvale-firmware-${V.firmware}-antminer-s19.tar.gz`,
        platform: 'asic',
        sizeBytes: 43_725_619,
        sha256: '8a36bce5cf9108935fd958f14b9c20be7a8b8abda73514391ef4a45ff7f0cfa1',
      },
      {
        fileName: `hashvale-firmware-${V.firmware}-antminer-s21.tar.gz`,
        platform: 'asic',
        sizeBytes: 45_193_216,
        sha256: '6d670dfd7da7aead0232257cda84df8c55efd52e27ef631d90458b5ed4437931',
      },
    ],
  },
];

export function downloadProduct(key: ProductKey): DownloadProduct {
  const product = DOWNLOAD_PRODUCTS.find((p) => p.key === key);
  if (!product) throw new Error(`No download product ${key}`);
  return product;
}

export function downloadUrl(file: DownloadFile): string {
  return `${DOWNLOAD_HOST}/${encodeURIComponent(file.fileName)}`;
}
