/**
 * A short description shown above a control on hover and on keyboard focus,
 * after the spec's show delay (200 ms), 5 px away from it, and linked to it
 * with aria-describedby so screen readers announce it. Escape hides it
 * (WCAG 1.4.13); moving the pointer onto it keeps it. `open` overrides the
 * hover state (the copy button's "Copied").
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP } from '../../config/limits';

interface TriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  content: ReactNode;
  /** One element: the control the tooltip describes. */
  children: ReactElement<TriggerProps>;
  open?: boolean;
  /** Render the tooltip as a live region (announced when its text changes). */
  live?: boolean;
  /** Its id, where a generated one would not do (in an island: src/components/island/Island.tsx). */
  id?: string;
}

/** Its distance from the anchor, through the CSSOM: a style attribute in server-rendered HTML would be refused by the CSP. */
function placeTooltip(tooltip: HTMLSpanElement | null): void {
  if (tooltip) tooltip.style.marginBottom = `${TOOLTIP.distance}px`;
}

export function Tooltip({ content, children, open, live = false, id: givenId }: TooltipProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = (): void => clearTimeout(timer.current);
  const showSoon = (): void => {
    cancel();
    timer.current = setTimeout(() => setHovered(true), TOOLTIP.showDelayMs);
  };
  const hide = (): void => {
    cancel();
    setHovered(false);
  };
  useEffect(() => cancel, []);

  const visible = open ?? hovered;
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={showSoon}
      onPointerLeave={hide}
      onFocus={showSoon}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && visible) {
          // Only the tooltip closes; a dialog around it stays open.
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span id={id} role="tooltip" className="tooltip" hidden={!visible} aria-live={live ? 'polite' : undefined} ref={placeTooltip}>
        {content}
      </span>
    </span>
  );
}
