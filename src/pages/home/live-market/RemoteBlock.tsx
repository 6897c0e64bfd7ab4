import type { ReactNode } from 'react';
import { RemoteBlock as SharedRemoteBlock } from '../../../components/ui/RemoteBlock';
import type { ReservedHeight } from '../../../components/ui/reserved-heights';
import type { Remote } from '../../../lib/remote';

const MESSAGES = { loading: 'home.live.loading', error: 'home.live.error', updated: 'home.live.updated' } as const;

/** A card of the home page's live market block. */
export function RemoteBlock<T>(props: { state: Remote<T>; reload: () => void; testId: string; reserve?: ReservedHeight; children: (data: T) => ReactNode }) {
  return <SharedRemoteBlock {...props} className="card live-market__block" updatedClassName="live-market__updated" messages={MESSAGES} />;
}
