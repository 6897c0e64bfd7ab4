/**
 * The help articles that explain deposits (their `url` in content/help): each
 * shows, under its text, the confirmations a deposit needs per currency, live
 * from main/api/v2/public/wallet/minConfirmations (issue 36). A test checks
 * each names an article of the help centre.
 */
export const DEPOSIT_ARTICLES: readonly string[] = ['deposit-btc'];
