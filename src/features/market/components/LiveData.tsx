import type { ReactNode } from 'react';
import { RemoteBlock } from '../../../components/ui/RemoteBlock';
import type { ReservedHeight } from '../../../components/ui/reserved-heights';
import type { Remote } from '../../../lib/remote';
import './live-data.css';

const MESSAGES = { loading: 'marketing.live.loading', error: 'marketing.live.error', updated: 'marketing.live.updated' } as const;

/** Live market data, or that it is loading, or what went wrong with a retry; `reserve` keeps its height while loading. */
export function LiveData<T>(props: { state: Remote<T>; reload: () => void; testId?: string; reserve?: ReservedHeight; children: (data: T) => ReactNode }) {
  return <RemoteBlock {...props} className="live-data" updatedClassName="live-data__updated" messages={MESSAGES} />;
}
