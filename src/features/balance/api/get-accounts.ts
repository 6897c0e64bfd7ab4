/** GET main/api/v2/accounting/accounts2 (spec 7): the acting organization's balances; signed, never kept by the worker. */
import { API } from '../../../config/api-contract';
import type { AnswerOf } from '../../../config/api';
import { api } from '../../../lib/api';

export type Accounts = AnswerOf<'accounts'>;

export function fetchAccounts(signal?: AbortSignal): Promise<Accounts> {
  return api.call(API.accounts, { signal });
}
