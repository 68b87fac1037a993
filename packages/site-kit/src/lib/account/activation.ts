// The activation form's fields, shared by the page (user-active.tsx) and its action, which takes
// the same form posted without JavaScript.

export type ActivateField = 'password' | 'confirm';
export const ACTIVATE_FIELDS: readonly ActivateField[] = ['password', 'confirm'];
