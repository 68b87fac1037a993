import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isPublicPageRequest, PUBLIC_PAGE_CACHE_CONTROL } from './lib/publicPage.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole document at once; browsers get the shell first and deferred data
    // streamed. A logged-in page also waits for everything: its account bar sits above the
    // header, and streaming it in after the first paint would push the whole page down.
    const signedIn = /(?:^|;\s*)kyc_session=/.test(request.headers.get('cookie') ?? '');
    // A marketing page that is the same for every visitor (no session, no cookie to set) is
    // marked for caches once it rendered without error; it waits for everything, so that the
    // page cached is whole and an error is known before the headers go.
    const publicPage =
      responseStatusCode === 200 &&
      !responseHeaders.has('Set-Cookie') &&
      !responseHeaders.has('Cache-Control') &&
      isPublicPageRequest(request);
    const readyEvent =
      signedIn || publicPage || isbot(request.headers.get('user-agent') ?? '')
        ? 'onAllReady'
        : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (publicPage && responseStatusCode === 200) {
            responseHeaders.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Logged on the server only; the visitor sees the error boundary, never a stack.
          // A visitor who went away mid-stream is not an error.
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
