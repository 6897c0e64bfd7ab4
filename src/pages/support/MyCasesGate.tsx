import type { ReactNode } from 'react';
import { CasesSignIn } from '../../features/support-cases/components/CasesSignIn';
import { FormattedMessage } from '../../lib/intl';
import { useCasesUser } from './use-cases-user';

/** The cases screens' content for their owner; a sign-in message for nobody. */
export function MyCasesGate({ children }: { children: ReactNode }) {
  const { userId, pending } = useCasesUser();
  if (userId) return <>{children}</>;
  if (pending) {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="supportCases.loading" />
      </p>
    );
  }
  return <CasesSignIn />;
}
