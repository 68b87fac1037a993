import { describe, expect, it } from 'vitest';
import DemoRequest from '../routes/account/demo-request';
import { action, loader } from '../routes/account/demo-request.server';
import { ENHANCED_ATTRIBUTE, LEAD_FORM_ATTRIBUTE } from './attributes';
import { enhanceLeadForm } from './leadForm';
import { pageWindow, renderStaticPage, type StaticRoute } from './testing';

const demoRoute: StaticRoute = {
  id: 'demoRequest',
  path: 'demo-request',
  loader: ({ request }) => loader({ request }),
  // Nothing listens on port 9: the lead never reaches apps/api (these posts are refused first).
  action: ({ request }) =>
    action({
      request,
      context: { apiOrigin: 'http://127.0.0.1:9', analyticsOrigin: '', nonce: 'n' },
    } as never),
  Component: DemoRequest,
};

/** The form as the server renders it — after `body` was posted, when given — enhanced. */
async function leadPage(body?: URLSearchParams) {
  const url = 'http://localhost/demo-request?lang=en';
  const request = body ? new Request(url, { method: 'POST', body }) : new Request(url);
  const page = pageWindow(await renderStaticPage(demoRoute, request), url);
  const { document } = page;
  const form = document.querySelector<HTMLFormElement>(`form[${LEAD_FORM_ATTRIBUTE}]`);
  if (!form) throw new Error('no lead form on the page');
  const stop = enhanceLeadForm(form);
  const select = document.querySelector('select[name="phoneCountry"]') as HTMLSelectElement;
  const phone = document.querySelector('input[name="phone"]') as HTMLInputElement;
  const choose = (country: string) => {
    select.value = country;
    select.dispatchEvent(new page.window.Event('change', { bubbles: true }));
  };
  const callingCode = () => phone.closest('.kyc-input')?.querySelector('.kyc-input__adornment');
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  return { ...page, form, stop, select, phone, choose, callingCode, button };
}

describe('the lead form on a page without React', () => {
  it('is marked by the server with every calling code and the mainland example', async () => {
    const { form, stop } = await leadPage();
    const codes = JSON.parse(form.dataset.callingCodes ?? '{}');
    expect(codes).toMatchObject({ CN: '+86', GB: '+44', HK: '+852', US: '+1' });
    expect(Object.keys(codes).length).toBeGreaterThan(200);
    expect(form.dataset.phonePlaceholder).not.toBe('');
    expect(form.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(true);
    stop();
    expect(form.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
  });

  it('shows the calling code of the region chosen and sets the number field as the app does', async () => {
    const page = await leadPage();
    expect(page.callingCode()?.textContent).toBe('+86');
    const example = page.phone.placeholder;
    expect(example).not.toBe('');
    page.choose('GB');
    expect(page.callingCode()?.textContent).toBe('+44');
    expect([page.phone.maxLength, page.phone.inputMode, page.phone.autocomplete]).toEqual([
      20,
      'tel',
      'tel',
    ]);
    expect(page.phone.hasAttribute('placeholder')).toBe(false);
    page.choose('CN');
    expect(page.callingCode()?.textContent).toBe('+86');
    expect([page.phone.maxLength, page.phone.inputMode, page.phone.autocomplete]).toEqual([
      11,
      'numeric',
      'tel-national',
    ]);
    expect(page.phone.placeholder).toBe(example);
  });

  it('clears the number’s message from the server when another region is chosen', async () => {
    const posted = new URLSearchParams({ name: 'Li Lei', phoneCountry: 'CN', phone: '12345' });
    const page = await leadPage(posted);
    const message = () => page.document.getElementById(`${page.phone.id}-message`)?.textContent;
    expect(message()).not.toBe('');
    expect(page.phone.getAttribute('aria-invalid')).toBe('true');
    page.choose('HK');
    expect(message()).toBe('');
    expect(page.phone.hasAttribute('aria-invalid')).toBe(false);
    // What was typed stays.
    expect(page.phone.value).toBe('12345');
  });

  it('posts once: the button is busy and a second press is ignored until Back frees it', async () => {
    const page = await leadPage();
    page.form.requestSubmit();
    expect(page.left).toHaveLength(1);
    expect(page.button.getAttribute('aria-busy')).toBe('true');
    expect(page.button.querySelector('.kyc-button__spinner')).not.toBeNull();
    page.form.requestSubmit();
    expect(page.left).toHaveLength(1);
    const shown = new page.window.Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    page.window.dispatchEvent(shown);
    expect(page.button.hasAttribute('aria-busy')).toBe(false);
    expect(page.button.querySelector('.kyc-button__spinner')).toBeNull();
    page.form.requestSubmit();
    expect(page.left).toHaveLength(2);
  });
});
