// @vitest-environment jsdom
import { apiOperations, apiReference } from '@kyc/content/interface';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiTryIt, tryItProps } from '../components/marketing/ApiTryIt';
import type { ReferenceOperation } from '../lib/marketing/apiReference';
import { ENHANCED_ATTRIBUTE, TRY_IT_ATTRIBUTE } from './attributes';
import { scriptJson } from './config';
import { mountTryIt } from './tryIt';

const OWNERS: ReferenceOperation = {
  id: 'getBeneficialOwners',
  method: 'GET',
  path: '/v1/companies/{code}/beneficial-owners',
  summary: { text: 'Beneficial owners' },
  description: { text: 'A long description the try-it never shows.' },
  parameters: [
    { name: 'code', in: 'path', required: true, type: 'string', sample: 'SBX0000000000001' },
  ] as ReferenceOperation['parameters'],
  body: null,
  responses: [],
  answer: 'json',
  example: '{"owners":[]}',
  curl: 'curl …',
  typescript: 'await …',
};

/** The try-it's place as the server renders it on a page without React: note and props. */
function serverPlace() {
  const props = tryItProps({
    operations: [OWNERS],
    text: apiReference.en,
    operationNames: apiOperations.en,
    locale: 'en',
  });
  const place = document.createElement('div');
  place.setAttribute(TRY_IT_ATTRIBUTE, '');
  place.innerHTML = `${renderToString(<ApiTryIt {...props} />)}<script type="application/json">${scriptJson(props)}</script>`;
  document.body.append(place);
  return { place, props };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the API reference’s try-it on a page without React', () => {
  it('gets only what it uses of the reference in its props', () => {
    const { props } = serverPlace();
    expect(Object.keys(props.operations[0] ?? {}).sort()).toEqual([
      'body',
      'id',
      'method',
      'parameters',
      'path',
    ]);
    expect(props.text).not.toHaveProperty('problems');
    expect(JSON.stringify(props)).not.toContain('A long description');
  });

  it('replaces the server’s note with the try-it, which calls /v1 with the test key', async () => {
    const { place } = serverPlace();
    expect(place.textContent).toContain(apiReference.en.tryNoScript);
    const fetch = vi.fn(
      async () =>
        new Response('{"owners":[]}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    mountTryIt(place);
    const key = await screen.findByLabelText(apiReference.en.tryKey);
    expect(place.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(true);
    expect(place.textContent).not.toContain(apiReference.en.tryNoScript);
    const user = userEvent.setup();
    await user.type(key, 'kyc_live_nope');
    await user.click(screen.getByRole('button', { name: apiReference.en.tryRun }));
    expect(await screen.findByText(apiReference.en.tryTestOnly)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(key);
    await user.type(key, 'kyc_test_abc');
    await user.click(screen.getByRole('button', { name: apiReference.en.tryRun }));
    await waitFor(() => expect(place.querySelector('[data-try-status]')?.textContent).toBe('200 '));
    expect(fetch).toHaveBeenCalledWith(
      '/v1/companies/SBX0000000000001/beneficial-owners',
      expect.objectContaining({
        headers: expect.objectContaining({ authorization: 'Bearer kyc_test_abc' }),
      }),
    );
    expect(place.querySelector('[data-try-headers]')?.textContent).toContain('x-request-id: req-1');
  });

  it('leaves the note when the props cannot be read', () => {
    const { place } = serverPlace();
    place.querySelector('script')?.remove();
    mountTryIt(place);
    expect(place.textContent).toContain(apiReference.en.tryNoScript);
    expect(place.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
  });
});
