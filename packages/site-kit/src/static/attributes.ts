// The marks the server puts on forms that a page without React improves with a script of their
// own (static/forms.ts loads it only on a page that has one). Components and scripts share them.

/** On the LEI look-up form; `data-required` and `data-format` carry its two messages. */
export const LEI_FORM_ATTRIBUTE = 'data-kyc-lei-form';
/** On the demo-request and registration form; `data-calling-codes` maps regions to their codes. */
export const LEAD_FORM_ATTRIBUTE = 'data-kyc-lead-form';
/** Set by a form's script once it handles the form (tests wait for it). */
export const ENHANCED_ATTRIBUTE = 'data-kyc-enhanced';
/** Around the API reference's try-it; a `script[type="application/json"]` in it holds its props. */
export const TRY_IT_ATTRIBUTE = 'data-kyc-try-it';
