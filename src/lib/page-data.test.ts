// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { articleDataKey, contentDataKey, headingDataKey, listDataKey, pageDataHtml } from '../config/page-data';
import { readPageData } from './page-data';

function documentWith(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root"></div>${body}</body></html>`, 'text/html');
}

describe('page data', () => {
  it('goes into the page as inert text and comes back as it was, markup and all', () => {
    const data = {
      [articleDataKey({ category: 'blog', url: 'post' })]: { title: 'A </template><script>alert(1)</script> & B', text: '<p>x &amp; y</p>' },
      [headingDataKey('/blog/post/post')]: 'A & B',
    };
    const doc = documentWith(pageDataHtml(data));
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.children).toHaveLength(2);
    expect(readPageData(doc)).toEqual(data);
  });

  it('is empty when the page has none or it does not read', () => {
    expect(readPageData(documentWith(''))).toEqual({});
    expect(readPageData(documentWith('<template id="page-data">{not json</template>'))).toEqual({});
    expect(readPageData(documentWith('<template id="page-data">[1,2]</template>'))).toEqual({});
    expect(readPageData(documentWith('<div id="page-data">{"a":1}</div>'))).toEqual({});
  });

  it('keys an article without a sub the way a blog post asks for it', () => {
    expect(articleDataKey({ category: 'blog', url: 'p' })).toBe(articleDataKey({ category: 'blog', sub: undefined, url: 'p' }));
    expect(articleDataKey({ category: 'help', sub: '', url: 'p' })).not.toBe(articleDataKey({ category: 'help', sub: 'x', url: 'p' }));
  });
});

describe('list keys', () => {
  it('name a list by its query, whatever the order of its parameters and with unset ones left out', () => {
    const key = listDataKey({ category: 'blog', size: 10, orderCol: 'date', lang: 'de' });
    expect(listDataKey({ lang: 'de', orderCol: 'date', size: 10, category: 'blog', sub: undefined, tags: '' })).toBe(key);
    expect(listDataKey({ category: 'blog', size: 10, orderCol: 'date', lang: 'en' })).not.toBe(key);
    expect(listDataKey({ category: 'blog', size: 11, orderCol: 'date', lang: 'de' })).not.toBe(key);
    expect(contentDataKey({ list: { category: 'blog', size: 10, orderCol: 'date', lang: 'de' } })).toBe(key);
    expect(contentDataKey({ article: { category: 'blog', url: 'p', lang: 'de' } })).toBe(articleDataKey({ category: 'blog', url: 'p' }));
  });
});
