/**
 * The "try it" as an island (src/components/island/Island.tsx): hydrated when
 * first used; its props are the channels' addresses and subscription examples only.
 */
import { useId } from 'react';
import type { WebsocketReference } from '../../../config/websocket-reference';
import { Island } from '../../../components/island/Island';
import { TryItSocket, type TryItChannel } from './TryItSocket';

export function TryIt({ reference }: { reference: WebsocketReference }) {
  const id = useId();
  const channels: TryItChannel[] = reference.channels.map((c) => ({
    name: c.name,
    address: c.address,
    parameters: c.parameters.map((p) => ({ name: p.name, ...(p.example === undefined ? {} : { example: p.example }) })),
    sends: c.sends.flatMap((m) => m.examples.map((e) => JSON.stringify(JSON.parse(e.json)))),
  }));
  return <Island name="websocketTryIt" hydrate="interaction" component={TryItSocket} props={{ id, channels }} />;
}
