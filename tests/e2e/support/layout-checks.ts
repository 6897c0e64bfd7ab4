/**
 * What a person would see wrong in a page's layout, measured in the page:
 * horizontal scrolling, elements wider than the viewport, header text that
 * cannot be read against what is behind it, icons drawn far beyond their size,
 * and classes whose stylesheet never arrived. Runs as one `page.evaluate`, so
 * it must be self-contained (no imports inside the function).
 */
import type { Page } from '@playwright/test';

export interface LayoutReport {
  /** The document's width beyond the viewport, in px (0 when it fits). */
  overflowPx: number;
  /** Elements whose right edge passes the viewport (outside scrollable boxes). */
  tooWide: string[];
  /** Header links and buttons whose text contrast is under WCAG AA. */
  lowContrast: string[];
  /** Icons (small-by-design SVGs and images) rendered far beyond their size. */
  hugeIcons: string[];
  /** BEM blocks used in <main> for which no loaded stylesheet has a rule. */
  unstyledBlocks: string[];
}

/** An icon may be drawn at most this wide before it counts as unstyled. */
export const MAX_ICON_PX = 160;

export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((maxIconPx) => {
    const viewport = document.documentElement.clientWidth;
    const describe = (el: Element): string => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };

    // -- Overflow --
    const overflowPx = Math.max(0, document.documentElement.scrollWidth - viewport);
    const scrollsOrClips = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const x = getComputedStyle(node).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    const tooWide: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(el) || getComputedStyle(el).position === 'fixed') continue;
      const box = el.getBoundingClientRect();
      if (box.right > viewport + 1 && !scrollsOrClips(el.parentElement)) {
        // Report the outermost offender only.
        if (!tooWide.some((d) => d === describe(el.parentElement!))) tooWide.push(describe(el));
      }
    }

    // -- Contrast of the header's links and buttons --
    const parse = (color: string): [number, number, number, number] | undefined => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : undefined;
    };
    const luminance = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    /** The first opaque-enough colour painted behind a point, top to bottom; undefined under a picture. */
    const backgroundAt = (x: number, y: number, self: Element): number[] | undefined => {
      const stack = document.elementsFromPoint(x, y);
      const start = stack.indexOf(self);
      for (const el of stack.slice(start === -1 ? 0 : start)) {
        const style = getComputedStyle(el);
        // A picture behind the text cannot be measured here; a gradient is judged by its fallback colour.
        if (/url\(/.test(style.backgroundImage)) return undefined;
        const bg = parse(style.backgroundColor);
        if (bg && bg[3] > 0.5) return bg;
      }
      return [255, 255, 255];
    };
    const lowContrast: string[] = [];
    for (const el of Array.from(document.querySelectorAll('header a, header button'))) {
      if (!visible(el) || !(el.textContent ?? '').trim()) continue;
      const box = el.getBoundingClientRect();
      if (box.bottom < 0 || box.top > innerHeight) continue;
      const style = getComputedStyle(el);
      const fg = parse(style.color);
      const bg = backgroundAt(box.left + box.width / 2, box.top + box.height / 2, el);
      if (!fg || !bg) continue;
      const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      const ratio = (l1! + 0.05) / (l2! + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) lowContrast.push(`${describe(el)} ${ratio.toFixed(2)}:1`);
    }

    // -- Icons far beyond their size --
    const hugeIcons: string[] = [];
    for (const el of Array.from(document.querySelectorAll('svg, img'))) {
      if (!visible(el) || el.closest('[data-layout-large]')) continue;
      const isIcon = el.tagName.toLowerCase() === 'svg' || /icon|logo|flag|badge/i.test(`${(el as HTMLElement).className} ${el.getAttribute('src') ?? ''}`);
      if (isIcon && el.getBoundingClientRect().width > maxIconPx) hugeIcons.push(`${describe(el)} ${Math.round(el.getBoundingClientRect().width)}px`);
    }

    // -- Classes whose stylesheet is missing --
    const selectors: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      const walk = (list: CSSRuleList) => {
        for (const rule of Array.from(list)) {
          if ('selectorText' in rule) selectors.push((rule as CSSStyleRule).selectorText);
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      walk(rules);
    }
    const styled = selectors.join(' ');
    const blocks = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('main [class]'))) {
      for (const cls of Array.from(el.classList)) {
        // BEM: a block's element or modifier needs the block's stylesheet.
        if (cls.includes('__') || cls.includes('--')) blocks.add(cls.split(/__|--/)[0]!);
      }
    }
    const unstyledBlocks = [...blocks].filter((block) => !new RegExp(`\\.${block}(?![\\w-])|\\.${block}(__|--)`).test(styled));

    return { overflowPx, tooWide: tooWide.slice(0, 5), lowContrast, hugeIcons: hugeIcons.slice(0, 5), unstyledBlocks };
  }, MAX_ICON_PX);
}
