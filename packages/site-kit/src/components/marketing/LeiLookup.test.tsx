// @vitest-environment jsdom
import type { Tracker } from '@kyc/analytics-sdk';
import { AnalyticsProvider } from '@kyc/analytics-sdk/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContent } from '../../lib/content.server';
import type { LeiLookup } from '../../lib/marketing/types';
import { LeiLookup as LeiLookupForm } from './LeiLookup';
import { MarketingSections } from './MarketingSections';

const LEI = '81560000FRG3E0236173';
const page = getContent('en').pages['/lei'];
const search = page.sections.find((section) => section.kind === 'search');

function setup(tracker?: Partial<Tracker>) {
  const asked: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/lei',
      HydrateFallback: () => null,
      loader: ({ request }) => {
        const query = new URL(request.url).searchParams.get('lei');
        if (query !== null) asked.push(new URL(request.url).search);
        const lookup: LeiLookup =
          query === null
            ? { status: 'idle', query: '' }
            : {
                status: 'found',
                query,
                record: {
                  lei: query.trim().toUpperCase(),
                  legalName: 'Suzhou Chengyun Industrial Group Co., Ltd.',
                  otherName: null,
                  jurisdiction: 'CN',
                  registrationStatus: 'LAPSED',
                  entityStatus: 'ACTIVE',
                  initialRegistrationDate: '17 Jul 2016',
                  nextRenewalDate: '17 Jul 2017',
                  managingLou: '8156',
                  legalAddress: null,
                },
              };
        return { lookup };
      },
      Component: ({ loaderData }: { loaderData: { lookup: LeiLookup } }) => (
        <MarketingSections
          page={page}
          locale="en"
          renderSearch={(section, context) => (
            <LeiLookupForm
              key={`${loaderData.lookup.status}|${loaderData.lookup.query}`}
              section={section}
              lookup={loaderData.lookup}
              context={context}
            />
          )}
        />
      ),
    },
  ]);
  const element = <Stub initialEntries={['/lei?lang=en']} />;
  render(
    tracker ? (
      <AnalyticsProvider tracker={tracker as Tracker}>{element}</AnalyticsProvider>
    ) : (
      element
    ),
  );
  return { asked, user: userEvent.setup() };
}

describe('LEI look-up in the browser', () => {
  afterEach(cleanup);

  it.each([
    ['', 'Please enter the LEI code'],
    ['ABC', 'Incorrect LEI code format'],
    [`${LEI.slice(0, 19)}4`, 'Incorrect LEI code format'],
  ])('checks %j with the validators before sending and keeps it', async (typed, message) => {
    const { asked, user } = setup();
    const field = await screen.findByLabelText('LEI code');
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe(typed);
    expect(asked).toEqual([]);
  });

  it('sends a valid LEI (any case) with the page language and shows the record, the field keeping what was typed', async () => {
    const track = vi.fn();
    const { asked, user } = setup({ track });
    const field = await screen.findByLabelText('LEI code');
    await user.type(field, LEI.toLowerCase());
    await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
    expect(
      await screen.findByRole('heading', { name: 'Suzhou Chengyun Industrial Group Co., Ltd.' }),
    ).toBeTruthy();
    expect(asked).toEqual([`?lang=en&lei=${LEI.toLowerCase()}`]);
    expect((screen.getByLabelText('LEI code') as HTMLInputElement).value).toBe(LEI.toLowerCase());
    expect(track).toHaveBeenCalledWith('search', { words: LEI, trackingLabel: 'lei' });
  });

  it('re-checks as the visitor corrects the field and drops the message once it is right', async () => {
    const { user } = setup();
    const field = await screen.findByLabelText('LEI code');
    await user.type(field, 'ABC');
    await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
    expect(await screen.findByText('Incorrect LEI code format')).toBeTruthy();
    await user.type(field, 'D');
    expect(screen.getByText('Incorrect LEI code format')).toBeTruthy();
    await user.clear(field);
    await user.type(field, LEI);
    expect(screen.queryByText('Incorrect LEI code format')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });
});
