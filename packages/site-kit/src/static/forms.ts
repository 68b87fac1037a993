import { LEAD_FORM_ATTRIBUTE, LEI_FORM_ATTRIBUTE, TRY_IT_ATTRIBUTE } from './attributes';

/**
 * Loads the script of each form on the page that improves with one — the LEI look-up's answer
 * in the page, the lead form's calling codes, the API reference's try-it (React, for that form
 * alone) — as its own chunk, after the page has loaded: pages without such a form never fetch
 * it, and the forms work as plain forms (the try-it shows its note) until it arrives.
 *
 * @example enhanceStaticForms(document);
 */
export function enhanceStaticForms(doc: Document): void {
  const lei = doc.querySelector<HTMLFormElement>(`form[${LEI_FORM_ATTRIBUTE}]`);
  const lead = doc.querySelector<HTMLFormElement>(`form[${LEAD_FORM_ATTRIBUTE}]`);
  const tryIt = doc.querySelector<HTMLElement>(`[${TRY_IT_ATTRIBUTE}]`);
  if (!lei && !lead && !tryIt) return;
  // A chunk that cannot be fetched leaves its form as it is: plain, and working.
  const plain = () => undefined;
  const load = () => {
    if (lei) import('./leiForm').then(({ enhanceLeiForm }) => enhanceLeiForm(lei), plain);
    if (lead) import('./leadForm').then(({ enhanceLeadForm }) => enhanceLeadForm(lead), plain);
    if (tryIt) import('./tryIt').then(({ mountTryIt }) => mountTryIt(tryIt), plain);
  };
  if (doc.readyState === 'complete') load();
  else doc.defaultView?.addEventListener('load', load, { once: true });
}
