import { createLoadingIndicator } from '@kyc/ui/enhance';
import { checkLeiShape } from '../lib/marketing/checkLeiShape';
import { ENHANCED_ATTRIBUTE, LEI_FORM_ATTRIBUTE } from './attributes';

const FIELD = 'input[name="lei"]';
const SPINNER = 'kyc-button__spinner';

/** The address a GET form goes to: its action with the form's fields as the query. */
function addressOf(form: HTMLFormElement, win: Window & typeof globalThis): URL {
  const url = new URL(form.action, form.ownerDocument.baseURI);
  const query = new URLSearchParams();
  for (const [name, value] of new win.FormData(form)) query.append(name, String(value));
  url.search = query.toString();
  return url;
}

/** What `enhanceLeiForm` uses of the browser, for tests to give their own. */
export interface LeiFormOptions {
  /** Fetches the page's answer (default: the window's `fetch`). */
  fetchPage?: typeof fetch;
  /** Goes to an address when the answer cannot be had in the page (default: `location.assign`). */
  leave?: (url: string) => void;
}

/**
 * The LEI look-up on a page served without React, improved as the app has it: the shape is
 * checked before sending (the validators' words, carried by the form's `data-required` and
 * `data-format`), and a well-shaped code is answered in the page — the page's own address with
 * `?lei=` is fetched and its answer and field (the server's record, not found, its check-digit
 * message) replace the current ones, the address is pushed as the form would have, and Back
 * and Forward show each answer again. Meanwhile the button is busy and the site's loading
 * indicator shows, with its 600 ms rule. A refused code goes no further (no request, and the
 * `search` event is not counted: the event stops here). If the page cannot be fetched the
 * browser goes to the address itself. Without this script the form is a plain GET form the
 * server answers in full. Returns a function that removes its listeners.
 *
 * @example enhanceLeiForm(document.querySelector('form[data-kyc-lei-form]'));
 */
export function enhanceLeiForm(
  form: HTMLFormElement,
  { fetchPage, leave }: LeiFormOptions = {},
): () => void {
  const doc = form.ownerDocument;
  const win = doc.defaultView as Window & typeof globalThis;
  const get = fetchPage ?? ((input, init) => win.fetch(input, init));
  const go = leave ?? ((url: string) => win.location.assign(url));
  const words = {
    field: '',
    result: '',
    required: form.dataset.required ?? '',
    format: form.dataset.format ?? '',
  };
  const progress = doc.querySelector('.site-progress');
  const loading = progress ? createLoadingIndicator(progress) : undefined;
  const input = () => form.querySelector<HTMLInputElement>(FIELD);
  let touched = false;
  let running = false;

  /** The field's message, drawn as TextField draws it. */
  const showMessage = (message: string | undefined) => {
    const field = input();
    if (!field) return;
    const text = doc.getElementById(`${field.id}-message`);
    if (text) text.textContent = message ?? '';
    field.closest('.kyc-field')?.classList.toggle('kyc-field--invalid', Boolean(message));
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    const hint = doc.getElementById(`${field.id}-hint`) ? `${field.id}-hint` : '';
    const describedBy = [hint, message ? `${field.id}-message` : ''].filter(Boolean).join(' ');
    if (describedBy) field.setAttribute('aria-describedby', describedBy);
    else field.removeAttribute('aria-describedby');
  };

  const setBusy = (busy: boolean) => {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) return;
    button.classList.toggle('kyc-button--loading', busy);
    if (busy) {
      button.setAttribute('aria-busy', 'true');
      const spinner = doc.createElement('span');
      spinner.className = SPINNER;
      spinner.setAttribute('aria-hidden', 'true');
      button.prepend(spinner);
    } else {
      button.removeAttribute('aria-busy');
      button.querySelector(`.${SPINNER}`)?.remove();
    }
  };

  /** Shows the server's answer for `url` in place; `push` adds it to the history. */
  const answer = async (url: URL, push: boolean) => {
    running = true;
    setBusy(true);
    loading?.start();
    try {
      const response = await get(url.href, {
        headers: { accept: 'text/html' },
        credentials: 'same-origin',
      });
      const next = response.ok
        ? new win.DOMParser().parseFromString(await response.text(), 'text/html')
        : null;
      const nextField = next?.querySelector(`form[${LEI_FORM_ATTRIBUTE}] .kyc-field`);
      const nextAnswer = next?.querySelector('.mk-lei__answer');
      const field = form.querySelector('.kyc-field');
      const region = doc.querySelector('.mk-lei__answer');
      if (!nextField || !nextAnswer || !field || !region) {
        go(url.href);
        return;
      }
      field.replaceWith(doc.importNode(nextField, true));
      region.replaceChildren(
        ...[...nextAnswer.childNodes].map((node) => doc.importNode(node, true)),
      );
      touched = false;
      if (push) win.history.pushState(null, '', url.href);
      // The server's message (wrong check digits) puts the visitor on the field, as in the app.
      if (input()?.getAttribute('aria-invalid') === 'true') input()?.focus();
    } catch {
      go(url.href);
    } finally {
      running = false;
      setBusy(false);
      loading?.stop();
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (running) {
      event.stopPropagation();
      return;
    }
    const refused = checkLeiShape(input()?.value ?? '', words);
    if (refused) {
      // Refused in the browser: not a search, so tracking (on the document) never hears of it.
      event.stopPropagation();
      touched = true;
      showMessage(refused);
      input()?.focus();
      return;
    }
    void answer(addressOf(form, win), true);
  };
  // TextField's rule: checked when the visitor leaves the field, then as they type.
  const onInput = (event: Event) => {
    if (!(event.target as Element).matches?.(FIELD)) return;
    showMessage(
      touched ? checkLeiShape((event.target as HTMLInputElement).value, words) : undefined,
    );
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.target as Element).matches?.(FIELD)) return;
    touched = true;
    showMessage(checkLeiShape((event.target as HTMLInputElement).value, words));
  };
  // Back and Forward between answers pushed here: the answer of the address shown.
  const onPopState = () => {
    const url = new URL(win.location.href);
    if (url.pathname === new URL(form.action, doc.baseURI).pathname) void answer(url, false);
  };

  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onInput);
  form.addEventListener('focusout', onFocusOut);
  win.addEventListener('popstate', onPopState);
  form.setAttribute(ENHANCED_ATTRIBUTE, '');
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onInput);
    form.removeEventListener('focusout', onFocusOut);
    win.removeEventListener('popstate', onPopState);
    form.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}
