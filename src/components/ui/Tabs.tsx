import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab {
  /** Stable key; also the panel's `data-panel`. */
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs as WAI-ARIA describes them: one tab in the Tab order, arrows, Home and
 * End move between tabs and show their panel (automatic activation). Every
 * panel is rendered (the server's HTML has them all); the hidden ones are only
 * not displayed, so a layout may show them all side by side on a wide screen
 * (`className` is put on the whole, the tab list hidden there by its CSS).
 */
export function Tabs({
  label,
  tabs,
  className,
  testId,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly Tab[];
  className?: string;
  testId?: string;
  /** The shown tab, when its owner keeps it (so it outlives this component); else the first, then the one chosen. */
  selected?: string;
  onSelect?: (key: string) => void;
}) {
  const id = useId();
  const [own, setOwn] = useState(tabs[0]!.key);
  const active = selected ?? own;
  const setActive = (key: string) => {
    setOwn(key);
    onSelect?.(key);
  };
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.key === active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    setActive(next.key);
    buttons.current.get(next.key)?.focus();
  };
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} data-testid={testId}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(button) => {
              if (button) buttons.current.set(tab.key, button);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className="tabs__tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          className="tabs__panel"
          data-panel={tab.key}
          data-active={tab.key === active ? '' : undefined}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
