import { createRoot } from 'react-dom/client';
import { ApiTryIt, type ApiTryItProps } from '../components/marketing/ApiTryIt';
import { ENHANCED_ATTRIBUTE } from './attributes';

/**
 * The API reference's try-it on a page served without React: the one island of React on such a
 * page. The server leaves the try-it's note (it needs JavaScript) and its props as JSON in
 * `container`; this chunk — React with the try-it, fetched after the page has loaded and only
 * by this page — reads them and renders the same `ApiTryIt` the app shows in place of the note.
 * Nothing else on the page runs React.
 *
 * @example mountTryIt(document.querySelector('[data-kyc-try-it]'));
 */
export function mountTryIt(container: HTMLElement): void {
  const json = container.querySelector('script[type="application/json"]')?.textContent ?? '';
  let props: ApiTryItProps;
  try {
    props = JSON.parse(json);
  } catch {
    // No props: the note stays, as without JavaScript.
    return;
  }
  createRoot(container).render(<ApiTryIt {...props} />);
  container.setAttribute(ENHANCED_ATTRIBUTE, '');
}
