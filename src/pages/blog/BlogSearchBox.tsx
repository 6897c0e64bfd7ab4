/**
 * The blog's search box: full text, sent as `?q=` to the blog or its tag page.
 * An island (src/components/island/Island.tsx), hydrated when first used; the
 * form is a plain GET to the same address, so it searches without scripts too.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { toQueryString } from '../../features/content/lib/use-query-params';
import { FormattedMessage, useIntl } from '../../lib/intl';
import '../../features/content/components/search-box.css';

export function BlogSearchBox({ basePath, search }: { basePath: string; search: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [text, setText] = useState(search);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${basePath}${toQueryString({ q: text.trim() || undefined })}`);
  };
  return (
    <form className="search-box" role="search" action={basePath} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="blog-search">
        <FormattedMessage id="content.blog.searchLabel" />
      </label>
      <div className="search-box__row">
        <input
          id="blog-search"
          className="search-box__input"
          type="search"
          name="q"
          value={text}
          placeholder={intl.formatMessage({ id: 'content.blog.searchPlaceholder' })}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          <FormattedMessage id="content.search.submit" />
        </button>
      </div>
    </form>
  );
}
