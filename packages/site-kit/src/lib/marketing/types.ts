import type { OwnershipGraph } from '@kyc/ui';

/** An LEI record as the look-up shows it; dates are already formatted for the page's language. */
export interface LeiRecord {
  lei: string;
  legalName: string;
  otherName: string | null;
  jurisdiction: string;
  registrationStatus: string;
  entityStatus: string;
  initialRegistrationDate: string;
  nextRenewalDate: string;
  managingLou: string;
  legalAddress: string | null;
}

/**
 * The state of the LEI look-up after the loader ran: nothing asked, a record, the validators'
 * message, not found, or the network error. `query` is what the visitor typed, kept in the field.
 */
export type LeiLookup =
  | { status: 'idle'; query: '' }
  | { status: 'found'; query: string; record: LeiRecord }
  | { status: 'invalid'; query: string; message: string }
  | { status: 'notFound'; query: string; message: string }
  | { status: 'error'; query: string; message: string };

/** The seeded company whose ownership the Workspace page draws live. */
export interface Showcase {
  company: { keyNo: string; name: string; nameEn: string | null };
  graph: OwnershipGraph;
}

/** Another insight, as the "related insights" cards show it. */
export interface RelatedArticle {
  href: string;
  title: string;
  summary: string;
  /** Publication date, formatted for the page's language. */
  published: string;
}
