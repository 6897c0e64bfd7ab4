/** Whether the sign-in page must say the development sign-in is on: asked once per mount, "no" until answered. */
import { useEffect, useState } from 'react';
import { fetchDevelopmentSignIn } from './api/get-sign-in-methods';

export function useDevelopmentSignIn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let mounted = true;
    void fetchDevelopmentSignIn().then((answer) => mounted && setOn(answer));
    return () => {
      mounted = false;
    };
  }, []);
  return on;
}
