import { isLei, isUscc } from '@kyc/validators';

/**
 * BODS identifier schemes of the registers the product holds: org-id.guide list codes (the
 * IATI OrganisationRegistrationAgency codelist carries the same codes). The mainland register is
 * org-id.guide's `CN-SAIC` (the State Administration for Industry and Commerce, now part of
 * SAMR, which has issued the Unified Social Credit Code as the registration number since 2015);
 * org-id.guide has no `CN-SAMR` or `CN-USCC` list.
 */
export const REGISTER_SCHEMES: Readonly<Record<string, string>> = {
  CN: 'CN-SAIC',
  HK: 'HK-CR',
  SG: 'SG-ACRA',
  GB: 'GB-COH',
};

/** The scheme of a Unified Social Credit Code: the mainland register's. */
export const USCC_SCHEME = 'CN-SAIC';

/** The global LEI list (GLEIF) on org-id.guide. */
export const LEI_SCHEME = 'XI-LEI';

/** The names the export gives each identifier beside its scheme (`schemeName`). */
export const SCHEME_NAMES = {
  registration: 'Registration number',
  uscc: 'Unified Social Credit Code',
  lei: 'Legal Entity Identifier',
} as const;

/** A BODS identifier as read (any field may be missing or of another type). */
export interface BodsIdentifier {
  id?: unknown;
  scheme?: unknown;
  schemeName?: unknown;
}

/** What an entity's identifiers say, as the companies table keeps it. */
export interface EntityIdentifiers {
  lei: string | null;
  uscc: string | null;
  /** The register's number: the first register identifier that is not the USCC or LEI. */
  regNo: string | null;
  /** The register's org-id.guide scheme (its first two letters are the country). */
  registerScheme: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const USCC_NAME = /unified social credit|\buscc\b|统一社会信用代码/i;
const LEI_NAME = /legal entity identifier|^lei$/i;

/**
 * Reads an entity statement's identifiers, each by its `scheme` first and its `schemeName` when
 * it has no scheme (BODS requires one of the two): the LEI (`XI-LEI`, or a name saying LEI, with
 * valid check digits), the USCC (the mainland register `CN-SAIC`, or a name saying Unified
 * Social Credit Code, holding a valid USCC) and the register's number (any other identifier,
 * one with a scheme first). Everything `exportBods` writes is read back.
 *
 * @example
 * readEntityIdentifiers([{ id: '91350100M000100Y43', scheme: 'CN-SAIC' }, { id: '5493001KJTIIGC8Y1R12', scheme: 'XI-LEI' }])
 * // { lei: '5493001KJTIIGC8Y1R12', uscc: '91350100M000100Y43', regNo: null, registerScheme: 'CN-SAIC' }
 */
export function readEntityIdentifiers(identifiers: readonly BodsIdentifier[]): EntityIdentifiers {
  let lei: string | null = null;
  let uscc: string | null = null;
  const others: { id: string; scheme: string }[] = [];
  for (const identifier of identifiers) {
    const id = text(identifier?.id);
    if (id === '') continue;
    const scheme = text(identifier.scheme).toUpperCase();
    const name = text(identifier.schemeName);
    const saysLei = scheme ? scheme === LEI_SCHEME : LEI_NAME.test(name);
    if (saysLei) {
      if (!lei && isLei(id.toUpperCase())) lei = id.toUpperCase();
      continue;
    }
    const saysUscc = scheme ? scheme === USCC_SCHEME : USCC_NAME.test(name);
    if (saysUscc && !uscc && isUscc(id.toUpperCase())) {
      uscc = id.toUpperCase();
      continue;
    }
    others.push({ id, scheme });
  }
  // A register identifier (with a scheme) before one known by its name only; a mainland
  // company whose registration number is its USCC has the USCC alone.
  const register = others.find((o) => o.scheme) ?? others[0];
  return {
    lei,
    uscc,
    regNo: register?.id ?? uscc,
    registerScheme: register?.scheme || (uscc ? USCC_SCHEME : null),
  };
}
