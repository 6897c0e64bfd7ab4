import { RoutePage } from '../../components/page/RoutePage';

/** /about: its content arrives with the content issue, inside this module. */
export function AboutPage() {
  return <RoutePage name="about" />;
}
