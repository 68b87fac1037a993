import { data } from 'react-router';

// A real 404: the status is set on the response, not only shown on the page (the root's
// error boundary draws it inside the app's frame).
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: '页面不存在 · Page not found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}
