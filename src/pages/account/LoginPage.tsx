import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { SignInPanel } from '../../features/session/components/SignInPanel';
import { systemState } from '../../features/system/state';

/** /my/login: Continue with Google or Apple; where a finished sign-in lands (docs/auth.md). */
export function LoginPage() {
  const search = useSearch();
  const { registrationDisabled } = useSnapshot(systemState);
  return (
    <RoutePage name="login">
      <SignInPanel mode="login" registrationClosed={registrationDisabled} error={new URLSearchParams(search).get('error')} />
    </RoutePage>
  );
}
