import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('*', 'routes/not-found.tsx', { id: 'notFound' }),
] satisfies RouteConfig;
