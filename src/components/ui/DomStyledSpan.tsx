/**
 * A <span> whose inline style is set through the DOM's style object once it
 * is in the page, never written as a style attribute: the CSP's style-src
 * has no 'unsafe-inline', so a style attribute in server-rendered HTML is
 * refused, while the CSSOM is allowed (docs/rendering.md). For styles
 * computed at run time (a token sample, a coin's colour); anything fixed
 * belongs in a stylesheet.
 */
import type { CSSProperties, ReactNode } from 'react';

export interface DomStyledSpanProps {
  className?: string;
  domStyle: CSSProperties;
  'aria-hidden'?: boolean;
  children?: ReactNode;
}

export function DomStyledSpan({ className, domStyle, children, ...rest }: DomStyledSpanProps) {
  // Set on every render: the style follows the props as a style prop would.
  const apply = (element: HTMLSpanElement | null): void => {
    if (element) Object.assign(element.style, domStyle);
  };
  return (
    <span ref={apply} className={className} {...rest}>
      {children}
    </span>
  );
}
