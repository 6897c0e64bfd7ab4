import { Island } from '../../components/island/Island';
import { RoutePage } from '../../components/page/RoutePage';
import { StatusSubscribe } from '../../features/forms/components/StatusSubscribe';
import { StatusBoard } from '../../features/status-page/components/StatusBoard';

/**
 * /status: is it us or you? The service's components, incidents and
 * maintenance, and updates by e-mail (docs/monitoring.md, "The page"). A page
 * of islands: the board, drawn by the server with the summary, hydrates once
 * the browser is idle and then polls; the subscription form when it comes
 * near the screen.
 */
export function StatusPage() {
  return (
    <RoutePage name="status">
      <Island name="statusBoard" hydrate="idle" component={StatusBoard} props={{}} />
      <StatusSubscribe />
    </RoutePage>
  );
}
