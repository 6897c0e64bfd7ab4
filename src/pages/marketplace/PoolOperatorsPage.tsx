import { RoutePage } from '../../components/page/RoutePage';

/** /pool-operators: its content arrives with the content issue, inside this module. */
export function PoolOperatorsPage() {
  return <RoutePage name="poolOperators" />;
}
