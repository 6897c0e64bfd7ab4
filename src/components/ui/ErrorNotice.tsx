import type { ReactNode } from 'react';

/** A visible, announced error with an optional action (retry, reload). */
export function ErrorNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__text">{children}</p>
      {action}
    </div>
  );
}
