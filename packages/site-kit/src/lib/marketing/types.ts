import type { OwnershipGraph } from '@kyc/ui/ownership';

/**
 * An LEI record as the look-up shows it, worded on the server for the page's language: each
 * known field with its label, statuses in words and dates formatted, in display order.
 */
export interface LeiRecord {
  legalName: string;
  fields: { label: string; value: string }[];
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

/**
 * The LEI form's words in the page's language, from the loader: the field's label, the
 * validators' messages for an empty field and a malformed one, and the record's heading.
 */
export interface LeiFormText {
  field: string;
  required: string;
  format: string;
  result: string;
}

/** The seeded company whose ownership the Workspace page draws live, with the map's title. */
export interface Showcase {
  company: { keyNo: string; name: string; nameEn: string | null };
  /** The map's title, worded on the server (the company's names in the page's language). */
  title: string;
  graph: OwnershipGraph;
}

/** The Workspace live example's words in the page's language, from the loader. */
export interface ShowcaseText {
  title: string;
  intro: string;
  /** The intro of the map drawn without its controls (a page without React): it scrolls. */
  staticIntro: string;
  unavailable: string;
  /** Shown while the graph is on its way (content's `common.loading`). */
  loading: string;
}

/** Another insight, as the "related insights" cards show it. */
export interface RelatedArticle {
  href: string;
  title: string;
  summary: string;
  /** Publication date, formatted for the page's language. */
  published: string;
}

/** The words of articles and the legal document beyond content's labels, in the page's language. */
export type { PageText } from '@kyc/content/interface';
