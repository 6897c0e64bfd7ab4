/**
 * The ASIC models firmware 3.14-768 supports and which file each one takes.
 * Stock hash rates are the makers' nominal figures (SHA-256, TH/s), for
 * recognising a model, not a promise of what the firmware reaches.
 */
import { SOFTWARE_VERSIONS } from './versions';

export interface FirmwareModel {
  model: string;
  stockTHs: number;
  /** The firmware file's name (see DOWNLOAD_PRODUCTS). */
  fileName: string;
}

const s19 = `hashvale-firmware-${SOFTWARE_VERSIONS.firmware}-antminer-s19.tar.gz`;
const s21 = `hashvale-firmware-${SOFTWARE_VERSIONS.firmware}-antminer-s21.tar.gz`;

export const FIRMWARE_MODELS: readonly FirmwareModel[] = [
  { model: 'Antminer S19', stockTHs: 95, fileName: s19 },
  { model: 'Antminer S19 Pro', stockTHs: 110, fileName: s19 },
  { model: 'Antminer S19j Pro', stockTHs: 100, fileName: s19 },
  { model: 'Antminer S19 XP', stockTHs: 140, fileName: s19 },
  { model: 'Antminer S21', stockTHs: 200, fileName: s21 },
  { model: 'Antminer S21 Pro', stockTHs: 234, fileName: s21 },
  { model: 'Antminer T21', stockTHs: 190, fileName: s21 },
];
