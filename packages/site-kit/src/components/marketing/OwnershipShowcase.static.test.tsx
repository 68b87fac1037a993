import { describe, expect, it } from 'vitest';
import { loadWorkspacePage } from '../../lib/marketing/loadWorkspacePage.server';
import { pageWindow, renderStaticPage } from '../../static/testing';
import { OwnershipShowcase } from './OwnershipShowcase';

// Rendered by the server for a visitor without React (Node: useStaticPage sees the server).
describe('OwnershipShowcase on a page without React', () => {
  it.each(['zh-CN', 'en'] as const)(
    'says how the map drawn without its controls is read: it scrolls (%s)',
    async (locale) => {
      const url = `http://localhost/products-workspace${locale === 'en' ? '?lang=en' : ''}`;
      // Nothing listens on port 9: the map never comes, the words are what is checked.
      const data = loadWorkspacePage(new Request(url), 'http://127.0.0.1:9');
      const html = await renderStaticPage(
        {
          id: 'productsWorkspace',
          path: 'products-workspace',
          loader: () => null,
          Component: () => (
            <OwnershipShowcase showcase={data.showcase} text={data.showcaseText} locale={locale} />
          ),
        },
        new Request(url),
      );
      const { document } = pageWindow(html, url);
      const intro = document.querySelector('#live-map .mk-intro')?.textContent;
      expect(intro).toBe(data.showcaseText.staticIntro);
      expect(intro).not.toMatch(/drag|拖动|Ctrl/);
      expect(data.showcaseText.intro).toMatch(/drag|拖动/);
    },
  );
});
