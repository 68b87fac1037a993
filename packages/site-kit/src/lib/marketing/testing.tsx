// Helpers for this folder's tests (not imported by the app).
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';

/** The loader context of the site server, pointed at `apiOrigin`. */
export function fakeContext(apiOrigin = 'http://127.0.0.1:9') {
  return { nonce: 'n', apiOrigin, analyticsOrigin: '' };
}

/** A fetch that answers every call with `status` and `body` as JSON, and records the URLs it was asked. */
export function jsonFetch(status: number, body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, urls };
}

const SERVER_LAYOUT_EFFECT = 'useLayoutEffect does nothing on the server';

/**
 * Server-renders `element` inside a data router at `url` (as a route with `loaderData`), the
 * way the site's server does before hydration. React's development warning about layout effects
 * on the server (from the router itself) is kept out of the test output.
 */
export function renderOnServer(
  element: ReactNode | ComponentType<{ loaderData: unknown }>,
  {
    url = '/',
    path = url.split('?')[0],
    loaderData,
  }: { url?: string; path?: string; loaderData?: unknown } = {},
): string {
  const Component =
    typeof element === 'function'
      ? (element as ComponentType<{ loaderData: unknown }>)
      : () => <>{element}</>;
  const Stub = createRoutesStub([
    { id: 'page', path, Component, loader: () => loaderData ?? null },
  ]);
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(SERVER_LAYOUT_EFFECT)) return;
    original(...args);
  };
  try {
    return renderToString(
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { page: loaderData ?? null } }} />,
    );
  } finally {
    console.error = original;
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/** Text of an HTML fragment: tags dropped, React's comment markers dropped, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Every match of `tag` in `html`, with its text. */
export function elements(html: string, tag: string): { html: string; text: string }[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>[\\s\\S]*?</${tag}>`, 'g');
  return (html.match(pattern) ?? []).map((match) => ({ html: match, text: textOf(match) }));
}
