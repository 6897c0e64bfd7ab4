/**
 * The help centre's search: an accessible combobox (WAI-ARIA APG, "list
 * autocomplete"). Suggestions are asked for once typing pauses for
 * AUTOCOMPLETE_DEBOUNCE_MS; arrow keys move through them, Enter opens the
 * active one or, with none active, submits the search; Escape closes the list.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../config/limits';
import { buildPath } from '../../../config/paths';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { helpArticlePath } from '../content-paths';
import { findHelpCategory } from '../help-categories';
import { toQueryString } from '../lib/use-query-params';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { searchResults, useHelpSearch } from '../use-help-search';
import { FallbackLanguageTag } from './FallbackLanguageTag';
import './search-box.css';

export const AUTOCOMPLETE_SUGGESTIONS = 8;

export interface HelpSearchBoxProps {
  /** The base of its elements' ids, made where the page renders: the box may hydrate as an island, a root of its own. */
  id: string;
  initialQuery?: string;
  signedIn: boolean;
}

/** A search submitted opens /support/search?q=… (the page shows the results). */
export function HelpSearchBox({ id, initialQuery = '', signedIn }: HelpSearchBoxProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(query, AUTOCOMPLETE_DEBOUNCE_MS);
  const search = useHelpSearch(open ? debounced : '', signedIn);
  const suggestions = searchResults(search).slice(0, AUTOCOMPLETE_SUGGESTIONS);
  const expanded = open && search.status === 'ready' && debounced.trim() !== '' && debounced === query;
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setOpen(false);
    setActive(-1);
    if (query.trim()) navigate(`${buildPath('supportSearch')}${toQueryString({ q: query.trim() })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: past either end the focus comes back to the typed text.
      setActive((i) => {
        const next = i + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      setOpen(false);
      navigate(helpArticlePath(suggestions[active]));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    // The action and the field's name make the search work before the app is up and without JavaScript: the server renders /support/search?q=….
    <form className="search-box" role="search" action={buildPath('supportSearch')} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        <FormattedMessage id="content.search.label" />
      </label>
      <div className="search-box__row">
        <input
          id={`${id}-input`}
          name="q"
          className="search-box__input"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={intl.formatMessage({ id: 'content.search.placeholder' })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="button">
          <FormattedMessage id="content.search.submit" />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        className="popup-list"
        aria-label={intl.formatMessage({ id: 'content.search.suggestions' })}
        hidden={!expanded}
      >
        {expanded && suggestions.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="popup-list__option muted">
            <FormattedMessage id="content.search.noSuggestions" />
          </li>
        )}
        {expanded &&
          suggestions.map((article, i) => {
            const category = findHelpCategory(article.category);
            return (
              <li
                key={`${article.category}/${article.sub}/${article.url}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="popup-list__option"
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  setOpen(false);
                  navigate(helpArticlePath(article));
                }}
              >
                <span lang={article.lang}>{article.title}</span>
                <FallbackLanguageTag article={article} />
                {category && <span className="search-box__option-category">{intl.formatMessage({ id: category.title })}</span>}
              </li>
            );
          })}
      </ul>
    </form>
  );
}
