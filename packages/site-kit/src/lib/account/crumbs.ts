import { safeRedirect } from './safeRedirect';

/** One step of the breadcrumb trail the service-selection page was reached through. */
export interface Crumb {
  label: string;
  /** A path of this site, or '' for a step without a link. */
  href: string;
}

const MAX_CRUMBS = 5;
const MAX_LABEL = 40;

function crumbOf(item: unknown): Crumb | null {
  if (typeof item === 'string') {
    const label = item.trim().slice(0, MAX_LABEL);
    return label ? { label, href: '' } : null;
  }
  if (typeof item !== 'object' || item === null) return null;
  const { label, href } = item as { label?: unknown; href?: unknown };
  if (typeof label !== 'string' || !label.trim()) return null;
  return { label: label.trim().slice(0, MAX_LABEL), href: safeRedirect(href, '') };
}

/**
 * The `crumbs` query: a JSON array of labels or `{ label, href }` objects, or labels separated by
 * `>` or `,`. Links outside the site are dropped, labels shortened, at most five steps; anything
 * unreadable gives no crumbs.
 *
 * @example parseCrumbs('Workspace>Upgrade') // [{ label: 'Workspace', href: '' }, { label: 'Upgrade', href: '' }]
 */
export function parseCrumbs(raw: string | null | undefined): Crumb[] {
  const text = (raw ?? '').trim();
  if (!text || text.length > 2000) return [];
  let items: unknown[];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      items = Array.isArray(parsed) ? parsed : [];
    } catch {
      items = [];
    }
  } else {
    items = text.split(/[>,]/);
  }
  return items.flatMap((item) => crumbOf(item) ?? []).slice(0, MAX_CRUMBS);
}
