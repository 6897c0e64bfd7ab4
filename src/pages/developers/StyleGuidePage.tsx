import { RoutePage } from '../../components/page/RoutePage';

/** /style-guide: its content arrives with the content issue, inside this module. */
export function StyleGuidePage() {
  return <RoutePage name="styleGuide" />;
}
