/**
 * The reference's search and list as an island (src/components/island/Island.tsx):
 * hydrated when first used; until then the server's list is the page.
 */
import { useId } from 'react';
import { Island } from '../../../components/island/Island';
import { ApiFinder } from './ApiFinder';

export function ApiSearch({ initialQuery = '' }: { initialQuery?: string }) {
  const id = useId();
  return <Island name="apiSearch" hydrate="interaction" component={ApiFinder} props={{ id, initialQuery }} />;
}
