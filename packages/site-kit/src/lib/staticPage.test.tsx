import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isStaticPage, STATIC_FOR_VISITORS, useStaticPage } from './staticPage';

describe('isStaticPage', () => {
  it.each([
    [STATIC_FOR_VISITORS, false, true],
    [STATIC_FOR_VISITORS, true, false],
    [{ staticForVisitors: 'yes' }, false, false],
    [{}, false, false],
    [undefined, false, false],
    [null, false, false],
    ['staticForVisitors', false, false],
  ])('handle %j, signed in %s → %s', (handle, signedIn, expected) => {
    expect(isStaticPage(handle, signedIn)).toBe(expected);
  });
});

describe('useStaticPage on the server', () => {
  function Probe() {
    return <output>{String(useStaticPage())}</output>;
  }
  // The way the server renders a page: a static handler runs the loaders, then one render.
  const render = async (handle: unknown, user: unknown) => {
    const handler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        loader: () => ({ user }),
        children: [{ index: true, handle, Component: Probe }],
      },
    ]);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(<StaticRouterProvider router={router} context={context} />);
  };

  it('is true for a marked page and a visitor', async () => {
    expect(await render(STATIC_FOR_VISITORS, null)).toContain('<output>true</output>');
  });

  it('is false for a logged-in user or an unmarked page', async () => {
    expect(await render(STATIC_FOR_VISITORS, { uuid: 'u1' })).toContain('<output>false</output>');
    expect(await render(undefined, null)).toContain('<output>false</output>');
  });
});
