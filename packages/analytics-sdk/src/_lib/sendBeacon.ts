/**
 * The default transport. An image beacon normally; `fetch` with `keepalive` while the page is
 * being hidden or unloaded (the browser cancels pending images then) and where `Image` does
 * not exist (workers, Node 18+). Settles rejected when the beacon fails, so that the tracker
 * can try the backup host.
 */
export function sendBeacon(url: string, leaving?: boolean): Promise<unknown> {
  return leaving || typeof Image === 'undefined'
    ? fetch(url, { keepalive: true, mode: 'no-cors' })
    : new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = resolve;
        image.onerror = reject;
        image.src = url;
      });
}
