/**
 * The released version of every piece of software we offer, written once.
 * Firmware, tools and QuickMiner are the specification's (section 1:
 * "firmware 3.14-768; tools 3.0.9 for macOS, Windows and Linux; quick miner
 * build 1049"); the Hashvale Miner and Hashvale OS versions are ours, since
 * the specification names none. versions.test.ts pins every value, so a
 * release is a deliberate change of this file and its test. In src/config/
 * because the download pages and the stratum doctor (docs/stratum-doctor.md:
 * our miners' log banners name these versions) both read it.
 */
export const SOFTWARE_VERSIONS = {
  /** ASIC firmware (spec). */
  firmware: '3.14-768',
  /** Hashvale Tools for macOS, Windows and Linux: the Hashvale OS flasher and ASIC utilities (spec). */
  tools: '3.0.9',
  /** QuickMiner, identified by its build number (spec). */
  quickMinerBuild: '1049',
  /** Hashvale Miner for Windows (ours). */
  miner: '3.1.4',
  /** Hashvale OS USB image (ours). */
  os: '2.6.0',
} as const;

export type SoftwareKey = keyof typeof SOFTWARE_VERSIONS;
