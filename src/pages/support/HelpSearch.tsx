/**
 * The help centre's search box as an island (src/components/island/Island.tsx),
 * hydrated when first used. Its ids are made where the page renders and handed
 * over; a signed-in visitor gets the whole app, so on a page of islands the
 * visitor is signed out.
 */
import { useId } from 'react';
import { Island } from '../../components/island/Island';
import { HelpSearchBox } from '../../features/content/components/HelpSearchBox';
import { useSignedIn } from './use-signed-in';

export function HelpSearch({ initialQuery = '' }: { initialQuery?: string }) {
  const id = useId();
  const signedIn = useSignedIn();
  return <Island name="helpSearch" hydrate="interaction" component={HelpSearchBox} props={{ id, initialQuery, signedIn }} />;
}
