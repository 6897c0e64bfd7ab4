import { buildPath } from '../../config/paths';

/** Orders are placed in the account area (a separate app under /my), so links to it are plain anchors. */
export const CREATE_ORDER_PATH = buildPath('account', { '*': 'marketplace/order/create' });
