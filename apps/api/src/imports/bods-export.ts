import { createHash } from 'node:crypto';
import { companyDetails, MAX_DEPTH } from '../companies/details';
import type { Queryable } from '../db/types';
import { LEI_SCHEME, REGISTER_SCHEMES, SCHEME_NAMES, USCC_SCHEME } from './bods-identifiers';

/** Whose statements these are. */
export const BODS_PUBLISHER = { name: 'KYC platform' };

type Statement = Record<string, unknown>;

const statementId = (content: unknown) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

/**
 * Company `keyNo`'s ownership graph up to its beneficial owners as BODS 0.4 statements: an
 * entity statement for the company and each company holding part of it (8 layers up), a person
 * statement for each person, and a relationship statement for each holding (direct shares),
 * each declared indirect interest, and each role that makes a person a beneficial owner by
 * control or as senior manager. Undefined when there is no such company. The statements
 * validate against the BODS 0.4 schema, and importing them gives back the same owners.
 *
 * @example const statements = await exportBods(db, 'a1b2…'); // [{ recordType: 'entity', … }, …]
 */
export async function exportBods(
  db: Queryable,
  keyNo: string,
  now = new Date(),
): Promise<Statement[] | undefined> {
  const details = await companyDetails(db, keyNo, MAX_DEPTH);
  if (!details) return undefined;
  const date = now.toISOString().slice(0, 10);
  const root = `kyc-company-${keyNo}`;
  // The ownership graph only: an accounting-consolidation parent (GLEIF) is not an owner, and
  // BODS has no interest type for consolidation.
  const linked = new Set(details.graph.edges.flatMap((edge) => [edge.from, edge.to]));
  const graphNodes = details.graph.nodes.filter(
    (node): node is typeof node & { keyNo: string } =>
      node.keyNo !== null && (node.depth === 0 || linked.has(node.id)),
  );
  const nodeRecord = new Map<string, string>();
  for (const node of graphNodes) nodeRecord.set(node.id, `kyc-${node.kind}-${node.keyNo}`);

  const companyIds = graphNodes.filter((n) => n.kind === 'company');
  const { rows: companies } = await db.query<{
    key_no: string;
    name_zh: string | null;
    name_en: string;
    jurisdiction: string;
    reg_no: string;
    uscc: string | null;
    lei: string | null;
    established: string | null;
    address: string | null;
    status: string;
  }>(
    `SELECT key_no, name_zh, name_en, jurisdiction, reg_no, uscc, lei, established::text AS established, address, status
       FROM companies WHERE key_no = ANY($1::text[])`,
    [companyIds.map((n) => n.keyNo)],
  );
  const people = new Map<string, { keyNo: string; name: string; nameEn: string }>();
  for (const node of graphNodes) if (node.kind === 'person') people.set(node.keyNo, node);
  for (const owner of details.beneficialOwners) people.set(owner.keyNo, owner);
  const { rows: persons } = await db.query<{ key_no: string; nationality: string }>(
    'SELECT key_no, nationality FROM persons WHERE key_no = ANY($1::text[])',
    [[...people.keys()]],
  );
  const nationalityOf = new Map(persons.map((p) => [p.key_no, p.nationality]));

  const statement = (
    recordId: string,
    recordType: 'entity' | 'person' | 'relationship',
    recordDetails: Statement,
  ): Statement => {
    const body = {
      declarationSubject: root,
      statementDate: date,
      publicationDetails: { publicationDate: date, bodsVersion: '0.4', publisher: BODS_PUBLISHER },
      recordId,
      recordStatus: 'new',
      recordType,
      recordDetails,
    };
    return { statementId: statementId(body), ...body };
  };

  const out: Statement[] = [];
  for (const c of companies) {
    // Every identifier with its org-id.guide scheme where there is one (a register the product
    // does not know keeps its name only), and a name beside it, so that an importer reading
    // either finds it (this one reads scheme first, schemeName second: bods-import.ts).
    const identifiers: Statement[] = [];
    const scheme = REGISTER_SCHEMES[c.jurisdiction];
    const uscc = c.uscc ?? null;
    if (uscc) identifiers.push({ id: uscc, scheme: USCC_SCHEME, schemeName: SCHEME_NAMES.uscc });
    if (c.reg_no !== uscc && c.reg_no !== c.lei)
      identifiers.push({
        id: c.reg_no,
        ...(scheme ? { scheme } : {}),
        schemeName: SCHEME_NAMES.registration,
      });
    if (c.lei) identifiers.push({ id: c.lei, scheme: LEI_SCHEME, schemeName: SCHEME_NAMES.lei });
    out.push(
      statement(`kyc-company-${c.key_no}`, 'entity', {
        isComponent: false,
        entityType: { type: 'registeredEntity' },
        name: c.name_zh ?? c.name_en,
        ...(c.name_zh && c.name_en !== c.name_zh ? { alternateNames: [c.name_en] } : {}),
        ...(/^[A-Z]{2}$/.test(c.jurisdiction)
          ? { jurisdiction: { name: c.jurisdiction, code: c.jurisdiction } }
          : {}),
        identifiers,
        ...(c.established ? { foundingDate: c.established } : {}),
        ...(c.address ? { addresses: [{ type: 'registered', address: c.address }] } : {}),
      }),
    );
  }
  for (const person of people.values()) {
    const names: Statement[] = [{ type: 'legal', fullName: person.name }];
    if (person.nameEn && person.nameEn !== person.name)
      names.push({ type: 'transliteration', fullName: person.nameEn });
    const nationality = nationalityOf.get(person.keyNo);
    out.push(
      statement(`kyc-person-${person.keyNo}`, 'person', {
        isComponent: false,
        personType: 'knownPerson',
        names,
        ...(nationality && /^[A-Z]{2}$/.test(nationality)
          ? { nationalities: [{ name: nationality, code: nationality }] }
          : {}),
      }),
    );
  }

  // One relationship per holder and company, with every interest between them.
  const ubo = new Map(details.beneficialOwners.map((o) => [`kyc-person-${o.keyNo}`, o]));
  const interests = new Map<string, { subject: string; party: string; list: Statement[] }>();
  const add = (subject: string, party: string, interest: Statement) => {
    const key = `${subject} ${party}`;
    const found = interests.get(key) ?? { subject, party, list: [] };
    found.list.push(interest);
    interests.set(key, found);
  };
  for (const edge of details.graph.edges) {
    const subject = nodeRecord.get(edge.to);
    const party = nodeRecord.get(edge.from);
    if (!subject || !party) continue;
    add(subject, party, {
      type: 'shareholding',
      directOrIndirect: 'direct',
      beneficialOwnershipOrControl:
        subject === root && (ubo.get(party)?.rules.includes('equity') ?? false),
      share: { exact: edge.percent },
    });
  }
  for (const owner of details.beneficialOwners) {
    const party = `kyc-person-${owner.keyNo}`;
    // Declared indirect interests: a single link from the person to the company itself.
    for (const chain of owner.chains)
      if (chain.declared)
        add(root, party, {
          type: 'shareholding',
          directOrIndirect: 'indirect',
          beneficialOwnershipOrControl: owner.rules.includes('equity'),
          share: { exact: chain.percent },
        });
    if (owner.rules.includes('control'))
      add(root, party, {
        type: 'otherInfluenceOrControl',
        directOrIndirect: 'direct',
        beneficialOwnershipOrControl: true,
        details:
          'Control other than by equity (legal representative, executive director or a declared role)',
      });
    if (owner.rules.includes('senior-manager'))
      add(root, party, {
        type: 'seniorManagingOfficial',
        directOrIndirect: 'direct',
        beneficialOwnershipOrControl: true,
      });
  }
  for (const { subject, party, list } of interests.values())
    out.push(
      statement(
        `kyc-holding-${createHash('md5').update(`${subject} ${party}`).digest('hex')}`,
        'relationship',
        {
          isComponent: false,
          subject,
          interestedParty: party,
          interests: list,
        },
      ),
    );
  return out;
}
