import { describe, expect, it } from 'vitest';
import { pageAssetsOf } from './server-app.js';

describe("a page chunk's built files", () => {
  it('are its script, what it imports and their stylesheets, less what the entry loads anyway', () => {
    const pages = pageAssetsOf({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_react-1.js', 'index.html'] },
      'src/pages/home/HomePage.tsx': {
        file: 'assets/HomePage-1.js',
        name: 'HomePage',
        isDynamicEntry: true,
        imports: ['_card-1.js', 'index.html'],
        css: ['assets/HomePage-1.css'],
      },
      'src/pages/about/AboutPage.tsx': { file: 'assets/AboutPage-1.js', name: 'AboutPage', isDynamicEntry: true },
    });
    expect(pages.get('HomePage')).toEqual({
      stylesheets: ['/assets/HomePage-1.css', '/assets/card-1.css'],
      scripts: ['/assets/HomePage-1.js', '/assets/card-1.js'],
    });
    expect(pages.get('AboutPage')).toEqual({ stylesheets: [], scripts: ['/assets/AboutPage-1.js'] });
    expect(pages.has('index')).toBe(false);
  });
});
