import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLeiPage } from '../lib/marketing/loadLeiPage.server';
import { jsonFetch } from '../lib/marketing/testing';
import LeiPage from '../routes/marketing/lei';
import { ENHANCED_ATTRIBUTE, LEI_FORM_ATTRIBUTE } from './attributes';
import { enhanceLeiForm } from './leiForm';
import { pageWindow, renderStaticPage, type StaticRoute } from './testing';

const LEI = '81560000FRG3E0236173';
const RECORD = {
  lei: LEI,
  legalName: 'Suzhou Chengyun Industrial Group Co., Ltd.',
  jurisdiction: 'CN',
  registrationStatus: 'ISSUED',
  entityStatus: 'ACTIVE',
  initialRegistrationDate: '2016-07-17',
  nextRenewalDate: '2099-07-17',
  managingLou: '8156',
};

/** The LEI page with its real loader; apps/api answers every look-up with the record. */
const leiRoute: StaticRoute = {
  id: 'lei',
  path: 'lei',
  loader: ({ request }) => loadLeiPage(request, 'http://api.test', jsonFetch(200, RECORD).fetch),
  Component: LeiPage,
};

/** The page in a window, enhanced, its fetches answered by the server's rendering. */
async function leiPage(url = 'http://localhost/lei?lang=en') {
  const page = pageWindow(await renderStaticPage(leiRoute, new Request(url)), url);
  const asked: string[] = [];
  const fetchPage = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(await renderStaticPage(leiRoute, new Request(String(input))));
  }) as typeof fetch;
  const { document } = page;
  const form = document.querySelector<HTMLFormElement>(`form[${LEI_FORM_ATTRIBUTE}]`);
  if (!form) throw new Error('no LEI form on the page');
  // Tracking listens on the document: what reaches it is counted as a search.
  const searches: string[] = [];
  document.addEventListener('submit', () => searches.push(field().value));
  const field = () =>
    document.querySelector<HTMLInputElement>('input[name="lei"]') as HTMLInputElement;
  const submit = (value: string) => {
    field().value = value;
    form.requestSubmit();
  };
  const stop = enhanceLeiForm(form, { fetchPage });
  const answer = () => document.querySelector('.mk-lei__answer')?.textContent ?? '';
  const message = () => document.getElementById('lei-query-message')?.textContent ?? '';
  const indicator = () => document.querySelector('.site-progress [role="status"]');
  return { ...page, form, field, submit, asked, searches, stop, answer, message, indicator };
}

/** Waits, with the page's own timers, until `check` holds. */
async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the LEI form on a page without React', () => {
  it('is marked by the server with its two messages, and marked enhanced by the script', async () => {
    const { form, stop } = await leiPage();
    expect(form.dataset.required).toBe('Please enter the LEI code');
    expect(form.dataset.format).toBe('Incorrect LEI code format');
    expect(form.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(true);
    stop();
    expect(form.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ['', 'Please enter the LEI code'],
    ['ABC', 'Incorrect LEI code format'],
  ])(
    'refuses %j in the browser: its message, no request, no search counted',
    async (typed, text) => {
      const page = await leiPage();
      page.submit(typed);
      expect(page.message()).toBe(text);
      expect(page.field().getAttribute('aria-invalid')).toBe('true');
      expect(page.field().getAttribute('aria-describedby')).toContain('lei-query-message');
      expect(page.document.activeElement).toBe(page.field());
      expect(page.asked).toEqual([]);
      expect(page.searches).toEqual([]);
      expect(page.left).toEqual([]);
      // Corrected, the message goes as the visitor types.
      page.field().value = LEI;
      page.field().dispatchEvent(new page.window.Event('input', { bubbles: true }));
      expect(page.message()).toBe('');
      expect(page.field().hasAttribute('aria-invalid')).toBe(false);
    },
  );

  it('answers a well-formed code in the page: the record, the address pushed, the search counted', async () => {
    const page = await leiPage();
    page.submit(LEI.toLowerCase());
    expect(page.searches).toEqual([LEI.toLowerCase()]);
    expect(page.form.querySelector('button[type="submit"]')?.getAttribute('aria-busy')).toBe(
      'true',
    );
    await until(() => page.answer().includes(RECORD.legalName));
    expect(page.asked).toEqual([`http://localhost/lei?lang=en&lei=${LEI.toLowerCase()}`]);
    expect(page.window.location.href).toBe(page.asked[0]);
    // The field keeps what was typed, as the server rendered it.
    expect(page.field().value).toBe(LEI.toLowerCase());
    expect(page.form.querySelector('button[type="submit"]')?.hasAttribute('aria-busy')).toBe(false);
    expect(page.left).toEqual([]);
  });

  it('shows the loading indicator while it asks, for at least 600 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const page = await leiPage();
    page.submit(LEI);
    expect(page.indicator()?.textContent).toBe('Loading…');
    await vi.waitFor(() => expect(page.answer()).toContain(RECORD.legalName));
    // However fast the answer came, the indicator stays its 600 ms, then goes.
    expect(page.indicator()).not.toBeNull();
    vi.advanceTimersByTime(600);
    expect(page.indicator()).toBeNull();
  });

  it('puts the visitor on the field with the server’s message for wrong check digits', async () => {
    const page = await leiPage();
    page.submit(`${LEI.slice(0, 18)}99`);
    await until(() => page.message() === 'Incorrect LEI code format');
    expect(page.field().getAttribute('aria-invalid')).toBe('true');
    expect(page.document.activeElement).toBe(page.field());
    expect(page.answer()).toBe('');
  });

  it('shows each answer again on Back and Forward', async () => {
    const page = await leiPage();
    page.submit(LEI);
    await until(() => page.answer().includes(RECORD.legalName));
    page.window.history.back();
    await until(() => page.answer() === '');
    expect(page.field().value).toBe('');
    expect(page.asked.at(-1)).toBe('http://localhost/lei?lang=en');
    page.window.history.forward();
    await until(() => page.answer().includes(RECORD.legalName));
  });

  it('leaves for the address itself when the page cannot be fetched', async () => {
    const page = await leiPage();
    page.stop();
    const assign = vi.fn();
    enhanceLeiForm(page.form, {
      fetchPage: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      leave: assign,
    });
    page.submit(LEI);
    await until(() => assign.mock.calls.length > 0);
    expect(assign).toHaveBeenCalledWith(`http://localhost/lei?lang=en&lei=${LEI}`);
  });
});
