/**
 * A <span> whose inline style is set through the DOM's style object once it
 * is in the page, never written as a style attribute: the CSP's style-src
 * has no 'unsafe-inline', so a style attribute in server-rendered HTML is
 * refused, while the CSSOM is allowed (docs/rendering.md). For styles
 * computed at run time (a token sample, a coin's colour); anything fixed
 * belongs in a stylesheet.
 */
import { useCallback, type CSSProperties, type ReactNode } from 'react';

export interface DomStyledSpanProps {
  className?: string;
  domStyle: CSSProperties;
  'aria-hidden'?: boolean;
  children?: ReactNode;
}

export function DomStyledSpan({ className, domStyle, children, ...rest }: DomStyledSpanProps) {
  const key = JSON.stringify(domStyle);
  const apply = useCallback(
    (element: HTMLSpanElement | null) => {
      if (element) Object.assign(element.style, JSON.parse(key) as CSSProperties);
    },
    [key],
  );
  return (
    <span ref={apply} className={className} {...rest}>
      {children}
    </span>
  );
}
