import type { ReactNode } from 'react';
import { RemoteBlock as SharedRemoteBlock, type RemoteState } from '../../../components/ui/RemoteBlock';

/** What a block shows: data from the store, still loading, or why it failed. */
export type BlockState<T> = RemoteState<T>;

const MESSAGES = { loading: 'home.live.loading', error: 'home.live.error', updated: 'home.live.updated' } as const;

/** A card of the home page's live market block. */
export function RemoteBlock<T>(props: { state: BlockState<T>; reload: () => void; testId: string; children: (data: T) => ReactNode }) {
  return <SharedRemoteBlock {...props} className="card live-market__block" updatedClassName="live-market__updated" messages={MESSAGES} />;
}
