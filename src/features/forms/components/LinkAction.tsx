/**
 * The screen behind a mailed link: confirms a subscription, unsubscribes, or
 * follows the platform's direct unsubscribe link when the visitor presses the
 * button. Not on opening: mail scanners open links, and must not confirm or
 * unsubscribe anyone.
 */
import { useState } from 'react';
import { Island } from '../../../components/island/Island';
import { FormattedMessage, type MessageId } from '../../../lib/intl';
import { postPlatformUnsubscribe, postSubscriptionToken } from '../api/post-subscription-token';

export type LinkActionKind =
  { kind: 'verify'; token: string } | { kind: 'unsubscribe'; token: string } | { kind: 'platform'; orgId: string; userId: string; token: string };

type State = 'ready' | 'working' | 'done' | MessageId;

function failure(error: unknown): MessageId {
  const fields = (error as { body?: { fields?: Array<{ message?: string }> } } | null)?.body?.fields;
  const message = fields?.[0]?.message;
  return message === 'forms.error.linkExpired' || message === 'forms.error.linkUsed' ? message : 'forms.error.linkInvalid';
}

/** The screen as an island, hydrated when first used: the button is all it does. */
export function LinkActionIsland(props: LinkActionKind) {
  return <Island name="linkAction" hydrate="interaction" component={LinkAction} props={props} />;
}

export function LinkAction(props: LinkActionKind) {
  const [state, setState] = useState<State>('ready');
  const act = () => {
    setState('working');
    const run = props.kind === 'platform' ? postPlatformUnsubscribe(props.orgId, props.userId, props.token) : postSubscriptionToken(props.kind, props.token);
    run.then(
      () => setState('done'),
      (error: unknown) => setState(failure(error)),
    );
  };

  if (state === 'ready') {
    return (
      <p>
        <button className="button" type="button" onClick={act} data-testid="link-action-button">
          <FormattedMessage id={props.kind === 'verify' ? 'forms.link.confirm' : 'forms.link.unsubscribe'} />
        </button>
      </p>
    );
  }
  const done: MessageId = props.kind === 'verify' ? 'forms.subscription.confirmed' : 'forms.subscription.unsubscribed';
  return (
    <p className={`form-status${state === 'done' ? ' form-status--sent' : ''}`} role="status" data-testid="link-action">
      {state === 'working' ? <FormattedMessage id="forms.subscription.working" /> : <FormattedMessage id={state === 'done' ? done : state} />}
    </p>
  );
}
