/**
 * GET /my/auth/methods: whether the development sign-in stands in for the
 * buttons (docs/auth.md). A sign-in route of the server, not an API call, so
 * a plain same-origin fetch; any failure counts as "no".
 */
import { SIGN_IN_PATHS, type SignInMethods } from '../../../config/sign-in';

export async function fetchDevelopmentSignIn(doFetch: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await doFetch(SIGN_IN_PATHS.methods, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return false;
    return ((await response.json()) as Partial<SignInMethods>).developmentSignIn === true;
  } catch {
    return false;
  }
}
