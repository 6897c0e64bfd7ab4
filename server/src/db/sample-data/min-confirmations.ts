/**
 * Sample deposit confirmation requirements, served whole by
 * main/api/v2/public/wallet/minConfirmations (shape chosen by us: no public
 * source shows one; docs/sample-data.md).
 */
export const SAMPLE_MIN_CONFIRMATIONS: { minConfirmations: Array<{ currency: string; confirmations: number }> } = {
  minConfirmations: [
    ['BTC', 2],
    ['ETH', 64],
    ['LTC', 6],
    ['BCH', 10],
    ['DOGE', 40],
    ['ZEC', 24],
    ['RVN', 100],
    ['XRP', 1],
    ['USDT', 64],
    ['USDC', 64],
    ['SOL', 32],
    ['ADA', 15],
    ['DOT', 10],
    ['TRX', 20],
    ['XMR', 10],
    ['ETC', 5000],
    ['KAS', 1000],
  ].map(([currency, confirmations]) => ({ currency: currency as string, confirmations: confirmations as number })),
};
