// @vitest-environment jsdom
import type { Tracker } from '@kyc/analytics-sdk';
import { AnalyticsProvider } from '@kyc/analytics-sdk/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContent } from '../../lib/content.server';
import { type LeiPageData, loadLeiPage } from '../../lib/marketing/loadLeiPage.server';
import { jsonFetch } from '../../lib/marketing/testing';
import { LeiLookup as LeiLookupForm } from './LeiLookup';
import { MarketingSections, type SectionBlockProps } from './MarketingSections';

const LEI = '81560000FRG3E0236173';
const page = getContent('en').pages['/lei'];
const search = page.sections.find((section) => section.kind === 'search');
const RECORD = {
  lei: LEI,
  legalName: 'Suzhou Chengyun Industrial Group Co., Ltd.',
  jurisdiction: 'CN',
  registrationStatus: 'LAPSED',
  entityStatus: 'ACTIVE',
  initialRegistrationDate: '2016-07-17',
  nextRenewalDate: '2017-07-17',
  managingLou: '8156',
};

function Search({ section, context }: SectionBlockProps<'search'>) {
  const { lookup, form } = useLoaderData() as LeiPageData;
  return <LeiLookupForm section={section} lookup={lookup} form={form} context={context} />;
}

/** The LEI page with its real loader, apps/api answering every look-up with the record. */
function setup(tracker?: Partial<Tracker>) {
  const api = jsonFetch(200, RECORD);
  const asked: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/lei',
      HydrateFallback: () => null,
      loader: ({ request }) => {
        const { search: query } = new URL(request.url);
        if (query !== '?lang=en') asked.push(query);
        return loadLeiPage(request, 'http://api.test', api.fetch);
      },
      Component: () => <MarketingSections page={page} locale="en" blocks={{ search: Search }} />,
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
  return { asked, calls: api.urls, user: userEvent.setup() };
}

describe('LEI look-up in the browser', () => {
  afterEach(cleanup);

  it.each([
    ['', 'Please enter the LEI code'],
    ['   ', 'Please enter the LEI code'],
    ['ABC', 'Incorrect LEI code format'],
    [`${LEI}0`, 'Incorrect LEI code format'],
  ])(
    'stops %j in the browser with the validators’ message and keeps it',
    async (typed, message) => {
      const { asked, user } = setup();
      const field = await screen.findByLabelText('LEI code');
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(field);
      expect((field as HTMLInputElement).value).toBe(typed);
      expect(asked).toEqual([]);
    },
  );

  it('sends well-formed LEI with wrong check digits to the server, which answers with the same message', async () => {
    const { asked, calls, user } = setup();
    const typed = `${LEI.slice(0, 19)}4`;
    await user.type(await screen.findByLabelText('LEI code'), typed);
    await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
    expect(await screen.findByText('Incorrect LEI code format')).toBeTruthy();
    const field = screen.getByLabelText('LEI code') as HTMLInputElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe(typed);
    expect(asked).toEqual([`?lang=en&lei=${typed}`]);
    expect(calls).toEqual([]);
  });

  it('shows the server’s message again when the same malformed LEI is sent again after an edit', async () => {
    const { asked, user } = setup();
    const typed = `${LEI.slice(0, 19)}4`;
    const field = await screen.findByLabelText('LEI code');
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
    expect(await screen.findByText('Incorrect LEI code format')).toBeTruthy();
    await user.type(screen.getByLabelText('LEI code'), '{Backspace}5');
    expect(screen.queryByText('Incorrect LEI code format')).toBeNull();
    await user.type(screen.getByLabelText('LEI code'), '{Backspace}4');
    expect(screen.queryByText('Incorrect LEI code format')).toBeNull();
    await user.click(screen.getByRole('button', { name: search?.buttonLabel }));
    expect(await screen.findByText('Incorrect LEI code format')).toBeTruthy();
    expect(asked).toEqual([`?lang=en&lei=${typed}`, `?lang=en&lei=${typed}`]);
    expect(document.activeElement).toBe(screen.getByLabelText('LEI code'));
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
    expect(screen.getByText('Lapsed (not renewed)')).toBeTruthy();
    expect(screen.getByText('17 Jul 2016')).toBeTruthy();
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
