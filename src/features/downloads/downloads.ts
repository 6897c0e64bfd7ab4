/**
 * The files of the download centre and the firmware page: the list is
 * src/config/downloads.ts (the server serves exactly those names); sizes and
 * SHA-256 checksums are the server's, computed from the files it holds
 * (use-download-files.ts).
 */
export { DOWNLOAD_PRODUCTS, downloadPath, type DownloadFile, type DownloadProduct, type Platform, type ProductKey } from '../../config/downloads';
import { DOWNLOAD_PRODUCTS, type DownloadProduct, type ProductKey } from '../../config/downloads';

export function downloadProduct(key: ProductKey): DownloadProduct {
  const product = DOWNLOAD_PRODUCTS.find((p) => p.key === key);
  if (!product) throw new Error(`No download product ${key}`);
  return product;
}
