import { MAINLAND } from '../lib/account/leadPhone';
import { ENHANCED_ATTRIBUTE } from './attributes';

const SPINNER = 'kyc-button__spinner';

/**
 * The demo-request and registration form on a page served without React, improved where a
 * script helps: choosing a country or region shows its calling code before the number (the
 * form's `data-calling-codes`, as JSON) and sets the number field as the app does — a mainland
 * mobile (11 digits, numeric keypad, the page's example number) or any other (up to 20
 * characters, the phone keypad, no example) — and clears the number's old message. Sending
 * marks the button busy and ignores a second press until the page answers (the form still
 * posts to the page's action: post, redirect, get); the button is freed again when Back shows
 * the page from the back/forward cache. Without this script the form posts the same fields and
 * the server checks the number for the country chosen. Returns a function that removes its
 * listeners.
 *
 * @example enhanceLeadForm(document.querySelector('form[data-kyc-lead-form]'));
 */
export function enhanceLeadForm(form: HTMLFormElement): () => void {
  const doc = form.ownerDocument;
  const win = doc.defaultView as Window & typeof globalThis;
  let codes: Record<string, string> = {};
  try {
    codes = JSON.parse(form.dataset.callingCodes ?? '{}');
  } catch {
    // No codes: the picker still posts the country chosen.
  }
  const example = form.dataset.phonePlaceholder ?? '';
  const select = form.querySelector<HTMLSelectElement>('select[name="phoneCountry"]');
  const phone = form.querySelector<HTMLInputElement>('input[name="phone"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let sending = false;

  const onCountry = () => {
    if (!select || !phone) return;
    const country = select.value;
    const adornment = phone.closest('.kyc-input')?.querySelector('.kyc-input__adornment');
    if (adornment) adornment.textContent = codes[country] ?? '';
    const mainland = country === MAINLAND;
    phone.maxLength = mainland ? 11 : 20;
    phone.inputMode = mainland ? 'numeric' : 'tel';
    phone.autocomplete = mainland ? 'tel-national' : 'tel';
    if (mainland && example) phone.placeholder = example;
    else phone.removeAttribute('placeholder');
    // A new calling code makes the number's old message wrong: it goes, as in the app.
    const message = doc.getElementById(`${phone.id}-message`);
    if (message) message.textContent = '';
    phone.closest('.kyc-field')?.classList.remove('kyc-field--invalid');
    phone.removeAttribute('aria-invalid');
  };
  const setBusy = (busy: boolean) => {
    sending = busy;
    if (!button) return;
    button.classList.toggle('kyc-button--loading', busy);
    button.querySelector(`.${SPINNER}`)?.remove();
    if (busy) {
      button.setAttribute('aria-busy', 'true');
      const spinner = doc.createElement('span');
      spinner.className = SPINNER;
      spinner.setAttribute('aria-hidden', 'true');
      button.prepend(spinner);
    } else {
      button.removeAttribute('aria-busy');
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    if (sending) event.preventDefault();
    else setBusy(true);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) setBusy(false);
  };

  select?.addEventListener('change', onCountry);
  form.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onPageShow);
  form.setAttribute(ENHANCED_ATTRIBUTE, '');
  return () => {
    select?.removeEventListener('change', onCountry);
    form.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', onPageShow);
    form.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}
