/**
 * The sign-in and registration panel of /my/login and /my/register: the
 * Google and Apple buttons are plain links to the server, which runs the
 * OpenID Connect flow and lands the browser back on /my/login with a login
 * token (docs/auth.md). With JavaScript, Apple signs in in a popup
 * (apple-popup.ts) and the link is the way when none can open. Signed in,
 * it says as whom. While the development sign-in stands in for the buttons,
 * it says so plainly.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ACCOUNT_PATHS } from '../../../config/paths';
import { BUTTONS, SIGN_IN_ERRORS, SIGN_IN_PATHS, type SignInError } from '../../../config/sign-in';
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import { signInWithApplePopup } from '../apple-popup';
import { rememberReturnPath } from '../return-path';
import { sessionState } from '../state';
import { useDevelopmentSignIn } from '../use-development-sign-in';
import './sign-in.css';

export interface SignInPanelProps {
  mode: 'login' | 'register';
  /** DISABLE_REGISTRATION is on. */
  registrationClosed: boolean;
  /** The `error` query parameter the server sent the browser back with. */
  error: string | null;
}

const BUTTON_LABELS: Record<(typeof BUTTONS)[number], MessageId> = { google: 'signIn.google', apple: 'signIn.apple' };

export function signInErrorOf(value: string | null): SignInError | null {
  return SIGN_IN_ERRORS.find((e) => e === value) ?? null;
}

export function SignInPanel({ mode, registrationClosed, error }: SignInPanelProps) {
  const intl = useIntl();
  const { user } = useSnapshot(sessionState);
  const known = signInErrorOf(error);
  const [popupOpen, setPopupOpen] = useState(false);
  const developmentSignIn = useDevelopmentSignIn();
  // The page the visitor came from, for the sign-in to return to (return-path.ts).
  useEffect(() => rememberReturnPath(window.location.search, window.location.hash), []);

  const openApplePopup = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for (modifier keys, middle click) keeps the link's redirect flow.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (popupOpen) return;
    setPopupOpen(true);
    void signInWithApplePopup().finally(() => setPopupOpen(false));
  };

  if (user) {
    return (
      <div className="sign-in">
        <p>
          <FormattedMessage id="signIn.signedIn" values={{ email: <strong>{user.email}</strong> }} />
        </p>
        <p>
          <a className="button sign-in__button" href="/">
            <FormattedMessage id="signIn.toHome" />
          </a>
        </p>
      </div>
    );
  }

  const closed = mode === 'register' && registrationClosed;
  return (
    <div className="sign-in">
      {developmentSignIn && (
        <p className="warning-note" data-testid="development-sign-in">
          <FormattedMessage id="signIn.developmentOn" />
        </p>
      )}
      {known && (
        <p className="sign-in__error" role="alert">
          <FormattedMessage id={`signIn.error.${known}` as MessageId} />
        </p>
      )}
      {closed ? (
        <p className="warning-note">
          <FormattedMessage id="signIn.registrationClosed" />
        </p>
      ) : (
        <ul className="sign-in__methods" aria-label={intl.formatMessage({ id: 'signIn.methods' })}>
          {BUTTONS.map((button) => (
            <li key={button}>
              <a
                className="button button--secondary sign-in__button"
                href={SIGN_IN_PATHS.start(button)}
                onClick={button === 'apple' ? openApplePopup : undefined}
                aria-disabled={button === 'apple' && popupOpen ? true : undefined}
              >
                <FormattedMessage id={BUTTON_LABELS[button]} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="sign-in__status" role="status">
        {popupOpen && <FormattedMessage id="signIn.popupOpen" />}
      </p>
      <p className="sign-in__switch">
        {mode === 'login' ? (
          <>
            <FormattedMessage id="signIn.noAccount" />{' '}
            <a href={ACCOUNT_PATHS.register}>
              <FormattedMessage id="signIn.toRegister" />
            </a>
          </>
        ) : (
          <>
            <FormattedMessage id="signIn.haveAccount" />{' '}
            <a href={ACCOUNT_PATHS.login}>
              <FormattedMessage id="signIn.toLogin" />
            </a>
          </>
        )}
      </p>
    </div>
  );
}
