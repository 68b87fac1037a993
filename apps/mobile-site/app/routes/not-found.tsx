import { data } from 'react-router';
import type { Route } from './+types/not-found';

// A real 404: the status is set on the response, not only shown on the page.
export function loader() {
  throw data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: '页面不存在 · Page not found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}
