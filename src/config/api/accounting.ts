/** Shapes of main/api/v2/accounting: the caller's balances. */
import { Type, type Static } from '@sinclair/typebox';
import { DecimalString, KeyedBy } from './common.js';
import { booleanParam, patternParam } from './params.js';
import type { EndpointShape } from './shape.js';

/** Our ledger keeps one pending amount per currency; its breakdown is not recorded yet, so this is empty. */
const PendingDetails = KeyedBy(DecimalString, 'Pending amounts by cause (always empty here).');

export const AccountTotal = Type.Object({
  currency: Type.String({ description: 'BTC: the total is in bitcoin.' }),
  totalBalance: DecimalString,
  available: DecimalString,
  pending: DecimalString,
  pendingDetails: PendingDetails,
});

export const Account = Type.Object({
  active: Type.Boolean(),
  currency: Type.String(),
  totalBalance: DecimalString,
  available: DecimalString,
  pending: DecimalString,
  pendingDetails: PendingDetails,
  enabled: Type.Boolean(),
  btcRate: Type.Number({ description: 'Value of one unit in BTC (0 when no rate is known).' }),
  fiatRate: Type.Number({ description: 'Value of one unit in the asked fiat currency.' }),
  status: Type.Literal('ACTIVE'),
});
export type Account = Static<typeof Account>;

export const Accounts = Type.Object({ total: AccountTotal, currencies: Type.Array(Account) });
export type Accounts = Static<typeof Accounts>;

export const accountingShapes = {
  accounts: {
    summary: "The acting organization's balance in every currency, and the total in BTC",
    description: 'A currency with no known rate counts as 0 in the total (spec 8: a conversion without a rate yields zero).',
    tags: ['accounting'],
    query: Type.Object({
      fiat: Type.Optional(patternParam('^[A-Z]{3,5}$', 5, 0, { description: 'The fiat of fiatRate; default USD.' })),
      hideZero: Type.Optional(booleanParam({ description: 'Leave out currencies with a zero balance.' })),
    }),
    answers: { 200: Accounts },
  },
} as const satisfies Record<string, EndpointShape>;
