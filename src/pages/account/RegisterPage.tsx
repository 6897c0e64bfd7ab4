import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { SignInPanel } from '../../features/session/components/SignInPanel';
import { systemState } from '../../features/system/state';

/** /my/register: the same providers; closed while DISABLE_REGISTRATION is on. */
export function RegisterPage() {
  const search = useSearch();
  const { registrationDisabled } = useSnapshot(systemState);
  return (
    <RoutePage name="register">
      <SignInPanel mode="register" registrationClosed={registrationDisabled} error={new URLSearchParams(search).get('error')} />
    </RoutePage>
  );
}
