/** Not signed in: why the cases are not shown, a sign-in link, and any text a session expiry left unsent. */
import { useSnapshot } from 'valtio';
import { SIGN_IN_PATHS } from '../../../config/sign-in';
import { FormattedMessage } from '../../../lib/intl';
import { casesState, dismissFailed } from '../state';
import { FailedMessageCard } from './FailedMessageCard';
import './cases.css';

export function CasesSignIn() {
  const { failed } = useSnapshot(casesState);
  return (
    <section className="cases" data-testid="cases-sign-in">
      {failed.map((f) => (
        <FailedMessageCard key={f.requestId} failed={f} onDismiss={() => void dismissFailed(f.requestId)} />
      ))}
      <p>
        <FormattedMessage id="supportCases.signIn.text" />
      </p>
      {/* A full navigation: the sign-in flow lives on the server under /my/. */}
      <a className="button" href={SIGN_IN_PATHS.loginPage}>
        <FormattedMessage id="supportCases.signIn.link" />
      </a>
    </section>
  );
}
