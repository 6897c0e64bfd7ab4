/**
 * The footer's colour theme choice (docs/design.md, "Themes"): the system's
 * (the default), light or dark, kept on this device and applied at once
 * (lib/theme.ts). A native select beside the language and
 * currency ones: the same with touch, mouse, keyboard and screen readers.
 */
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { chooseTheme, onThemeChange, readThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../lib/theme';

/** A fixed id: the selector is an island (src/components/island/Island.tsx), one per page. */
const THEME_SELECT_ID = 'theme-select';

const LABELS = { system: 'shell.theme.system', light: 'shell.theme.light', dark: 'shell.theme.dark' } as const satisfies Record<ThemeChoice, string>;

/** The server does not know the stored choice: it draws "System", and the browser the choice once hydrated. */
const serverChoice = (): ThemeChoice => 'system';

export function ThemeSelector() {
  const intl = useIntl();
  const choice = useSyncExternalStore(onThemeChange, readThemeChoice, serverChoice);
  return (
    <div className="theme-selector">
      <label htmlFor={THEME_SELECT_ID} className="theme-selector__label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3a9 9 0 0 1 0 18Z" />
        </svg>
        <FormattedMessage id="shell.theme.label" />
      </label>
      <select
        id={THEME_SELECT_ID}
        className="theme-selector__select"
        value={choice}
        onChange={(event) => chooseTheme(event.target.value as ThemeChoice)}
        data-testid="theme-selector"
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: LABELS[value] })}
          </option>
        ))}
      </select>
    </div>
  );
}
