// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import { STATIC_FOR_VISITORS, useStaticPage } from './staticPage';

it('is always false in a browser: React running there means the page is the app', async () => {
  const Stub = createRoutesStub([
    {
      path: '/',
      handle: STATIC_FOR_VISITORS,
      Component: () => <output>{String(useStaticPage())}</output>,
    },
  ]);
  render(<Stub />);
  expect((await screen.findByRole('status')).textContent).toBe('false');
});
