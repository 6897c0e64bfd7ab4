/** Currencies (crypto and fiat, `currencies`) and the fiat currencies with a USD rate (`fiat_rates`). */
import type { Queryable } from '../db/types.js';

export interface CurrencyRow {
  symbol: string;
  name: string;
  subunits: number;
  wallets: string[];
  order: number;
  delisted: boolean;
  base: string;
  transactionInfoUrl: string | null;
  addressInfoUrl: string | null;
  blockInfoUrl: string | null;
}

export function createCurrencyRepository(db: Queryable) {
  return {
    /** Every currency, delisted ones too, in display order. */
    async list(): Promise<CurrencyRow[]> {
      const rows = await db.query<Omit<CurrencyRow, 'subunits'> & { subunits: string }>(
        `SELECT symbol, name, subunits::text AS subunits, wallets, sort_order AS "order", delisted, base,
                transaction_info_url AS "transactionInfoUrl", address_info_url AS "addressInfoUrl", block_info_url AS "blockInfoUrl"
           FROM currencies ORDER BY sort_order, symbol`,
      );
      return rows.map((r) => ({ ...r, subunits: Number(r.subunits) }));
    },

    /** Listed crypto currencies (not fiat), in display order. */
    async listedCryptos(): Promise<string[]> {
      const rows = await db.query<{ symbol: string }>(
        `SELECT symbol FROM currencies c WHERE NOT delisted AND NOT EXISTS (SELECT 1 FROM fiat_rates f WHERE f.currency = c.symbol)
          ORDER BY sort_order`,
      );
      return rows.map((r) => r.symbol);
    },

    /** Fiat currency codes, alphabetical. */
    async fiatCodes(): Promise<string[]> {
      const rows = await db.query<{ currency: string }>('SELECT currency FROM fiat_rates ORDER BY currency');
      return rows.map((r) => r.currency);
    },

    async isFiat(code: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM fiat_rates WHERE currency = $1', [code]);
      return rows.length > 0;
    },
  };
}

export type CurrencyRepository = ReturnType<typeof createCurrencyRepository>;
