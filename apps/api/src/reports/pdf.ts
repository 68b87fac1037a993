import PDFDocument from 'pdfkit';
import { CONTROL_POSITIONS, SENIOR_MANAGER_POSITIONS } from '../companies/beneficial-owners';
import type { companyDetails } from '../companies/details';
import { reportFonts } from './fonts';
import {
  calendarDate,
  displayName,
  hasHan,
  money,
  percent,
  reportDateTime,
  shortName,
} from './format';
import { COLORS, Layout } from './layout';
import { drawOwnershipTree, ownershipRows, type TreeRow } from './ownership-tree';
import { fill, REPORT_WORDS, type ReportLocale, type ReportWords } from './words';

export type ReportKind = 'company' | 'ubo';

/** A company as `companyDetails` answers for it (apps/api/src/companies/details.ts). */
export type CompanyDetails = NonNullable<Awaited<ReturnType<typeof companyDetails>>>;

export interface ReportInput {
  kind: ReportKind;
  locale: ReportLocale;
  /** Printed on every page and in the file's metadata, e.g. 'KYC2026112500001'. */
  reportNo: string;
  /** Printed on every page and in the file's metadata, e.g. 'K7P2M9QX'. */
  verifyCode: string;
  /** Shown in Asia/Shanghai time. */
  issuedAt: Date;
  /** The absolute address of /verifydoc on the site, shown in every page's footer. */
  verifyUrl: string;
  details: CompanyDetails;
}

type Doc = InstanceType<typeof PDFDocument>;

const MARGINS = { top: 62, bottom: 70, left: 50, right: 50 };
/** The currencies a mainland register writes after an amount in 万. */
const WAN_CURRENCIES: Record<string, string> = { 元人民币: 'CNY', 美元: 'USD', 港元: 'HKD' };

/**
 * A company report or a beneficial-ownership report as a PDF, in the report's language:
 * register data with its source and as-of time, shareholders, officers, outward investments
 * (company reports), the ownership map and the beneficial owners with every chain and the rule
 * that makes each one an owner. Every page carries the report number, the verification code,
 * the address to verify it at and "page i of n"; so does the file's metadata (`ReportNo`,
 * `VerifyCode`). Chinese renders in Noto Sans SC, of which only the glyphs used are embedded.
 *
 * @example
 * const { pdf, pages } = await renderReportPdf({
 *   kind: 'ubo', locale: 'en', reportNo: 'KYC2026112500001', verifyCode: 'K7P2M9QX',
 *   issuedAt: new Date(), verifyUrl: 'https://kyc.example.com/verifydoc', details,
 * });
 */
export async function renderReportPdf(
  input: ReportInput,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const words = REPORT_WORDS[input.locale];
  const { company } = input.details;
  const title = words.titles[input.kind];
  const name = displayName(company.nameZh, company.nameEn, input.locale);
  const fonts = reportFonts();
  const info: Record<string, string | Date> = {
    Title: `${title} – ${name}`,
    Author: 'KYC',
    Subject: `${title} ${words.reportNo} ${input.reportNo}`,
    Keywords: `${input.reportNo}, ${input.verifyCode}`,
    Creator: words.brand,
    CreationDate: input.issuedAt,
    ReportNo: input.reportNo,
    VerifyCode: input.verifyCode,
  };
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    autoFirstPage: false,
    lang: input.locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: info as PDFKit.DocumentInfo,
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.addPage();
  doc.font('regular');

  const report = new ReportWriter(new Layout(doc), input, words);
  report.write();

  const pages = doc.bufferedPageRange().count;
  report.stampPages(pages);
  doc.end();
  await ended;
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const pdf = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, offset);
    offset += chunk.length;
  }
  return { pdf, pages };
}

/** The report's blocks in order, each drawn from the details in the report's language. */
class ReportWriter {
  private readonly details: CompanyDetails;
  private readonly locale: ReportLocale;
  private readonly threshold: string;
  /** The record comes from a GLEIF golden copy (no shareholders, officers or investments). */
  private readonly gleif: boolean;
  private readonly register: string;
  private readonly asOf: string;

  constructor(
    private readonly layout: Layout,
    private readonly input: ReportInput,
    private readonly words: ReportWords,
  ) {
    this.details = input.details;
    this.locale = input.locale;
    this.threshold = percent(this.details.beneficialOwnership.threshold, this.locale);
    const { company } = this.details;
    this.gleif = company.dataSource === 'gleif';
    this.register = this.gleif
      ? words.sourceGleif
      : (words.registers[company.jurisdiction] ?? words.registerUnknown);
    const refreshed = reportDateTime(company.refreshedAt, this.locale);
    this.asOf = refreshed ? fill(words.asOf, { date: refreshed + words.beijingTime }) : '';
  }

  write(): void {
    this.titleBlock();
    if (this.input.kind === 'ubo') {
      this.map();
      this.owners(true);
      this.registerData();
      this.shareholders();
      this.officers();
    } else {
      this.registerData();
      this.shareholders();
      this.officers();
      this.owners(false);
      this.map();
      this.investments();
    }
    this.notes();
  }

  /**
   * A GLEIF record has no shareholders, officers or investments (GLEIF does not publish them):
   * their sections are left out rather than printed empty, and the register data says why once.
   */
  private get leftOut(): boolean {
    const { shareholders, executives, investments, graph } = this.details;
    return (
      this.gleif &&
      shareholders.length === 0 &&
      executives.length === 0 &&
      investments.length === 0 &&
      graph.edges.length === 0
    );
  }

  private get doc(): Doc {
    return this.layout.doc;
  }

  private titleBlock(): void {
    const { layout, doc, words, locale } = this;
    const { company } = this.details;
    const primary = shortName(company.nameZh, company.nameEn, locale);
    const other = locale === 'en' ? company.nameZh : company.nameEn;
    layout.put(words.brand, layout.left, layout.top - 26, layout.width, {
      font: 'bold',
      size: 9,
      color: COLORS.accent,
    });
    doc.y = layout.top;
    layout.paragraph(words.titles[this.input.kind], {
      font: 'bold',
      size: 22,
      color: COLORS.accent,
    });
    layout.paragraph(primary, { font: 'bold', size: 15 }, { after: 1 });
    if (other && other !== primary) layout.paragraph(other, { size: 10.5, color: COLORS.muted });
    doc.y += 6;

    const cells: [string, string][] = [
      [words.reportNo, this.input.reportNo],
      [words.verifyCode, this.input.verifyCode],
      [words.issuedAt, reportDateTime(this.input.issuedAt, locale) + words.beijingTime],
      [
        words.dataAsOf,
        company.refreshedAt
          ? reportDateTime(company.refreshedAt, locale) + words.beijingTime
          : words.dash,
      ],
    ];
    const columnWidth = layout.width / 2;
    const cellHeight = 34;
    const top = doc.y;
    doc.rect(layout.left, top, layout.width, cellHeight * 2).fill(COLORS.accentSoft);
    cells.forEach(([label, value], index) => {
      const x = layout.left + (index % 2) * columnWidth + 12;
      const y = top + Math.floor(index / 2) * cellHeight + 6;
      layout.put(label, x, y, columnWidth - 24, { size: 7.5, color: COLORS.muted });
      layout.put(value, x, y + 11, columnWidth - 24, { font: 'bold', size: 10.5 });
    });
    doc.y = top + cellHeight * 2 + 4;
  }

  /** The register's facts, in the order of the site's company page. */
  private registerData(): void {
    const { layout, words, locale } = this;
    const { company } = this.details;
    const or = (value: string | null | undefined) => (value ? value : words.dash);
    const rows: [string, string][] = [];
    if (company.nameZh) rows.push([words.facts.nameZh, company.nameZh]);
    rows.push([words.facts.nameEn, or(company.nameEn)]);
    rows.push([
      words.facts.jurisdiction,
      words.jurisdictions[company.jurisdiction] ?? or(company.jurisdiction),
    ]);
    rows.push([words.facts.regNo, or(company.regNo)]);
    if (company.uscc) rows.push([words.facts.uscc, company.uscc]);
    rows.push([words.facts.lei, or(company.lei)]);
    if (company.lei) {
      const status = company.leiStatus ?? '';
      rows.push([words.facts.leiStatus, or(words.leiStatuses[status] ?? status)]);
      rows.push([words.facts.leiRenewal, or(calendarDate(company.leiNextRenewal, locale))]);
    }
    rows.push([words.facts.status, or(this.statusWord())]);
    rows.push([words.facts.companyType, this.companyType()]);
    if (company.legalForm && company.legalForm !== 'limited' && company.shareCount)
      rows.push([
        words.facts.shares,
        new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(company.shareCount),
      ]);
    // GLEIF gives neither capital nor a legal representative: rows it cannot fill are left out.
    if (!this.gleif || company.registeredCapital || typeof company.capitalAmount === 'number')
      rows.push([words.facts.capital, this.capital()]);
    rows.push([words.facts.established, or(calendarDate(company.established, locale))]);
    if (!this.gleif || company.legalRepresentative)
      rows.push([words.facts.legalRepresentative, this.legalRepresentative()]);
    rows.push([words.facts.address, or(company.address)]);

    layout.heading(words.sections.register);
    layout.source([fill(words.source, { register: this.register }), this.asOf]);
    layout.facts(rows);
    if (this.leftOut) layout.paragraph(words.gleifNotPublished, { size: 9, color: COLORS.muted });
  }

  /** The status in the report's language: the register's word, or its English form. */
  private statusWord(): string {
    const { status, statusEn } = this.details.company;
    const word = Object.hasOwn(this.words.statuses, status)
      ? this.words.statuses[status]
      : undefined;
    return word ?? (this.locale === 'en' ? statusEn : status);
  }

  /** The register's word for the legal form; English reports put the form in English first. */
  private companyType(): string {
    const { companyType, legalForm } = this.details.company;
    if (!companyType) return this.words.dash;
    if (this.locale !== 'en' || !hasHan(companyType) || !legalForm) return companyType;
    return `${this.words.legalForms[legalForm] ?? legalForm} (${companyType})`;
  }

  private capital(): string {
    const { registeredCapital, capitalAmount, capitalCurrency } = this.details.company;
    if (typeof capitalAmount !== 'number') return registeredCapital || this.words.dash;
    if (this.locale !== 'en')
      return registeredCapital || money(capitalAmount, capitalCurrency, 'zh-CN');
    const amount = money(capitalAmount, capitalCurrency, 'en');
    return registeredCapital && hasHan(registeredCapital)
      ? `${amount} (${registeredCapital})`
      : registeredCapital || amount;
  }

  /** The register names the legal representative by name; the officers give both names. */
  private legalRepresentative(): string {
    const name = this.details.company.legalRepresentative;
    if (!name) return this.words.dash;
    const officer = this.details.executives.find((person) => person.name === name);
    return officer ? displayName(officer.name, officer.nameEn, this.locale) : name;
  }

  /** An amount the register writes in 万 ('12.5万元人民币') as the English report reads it. */
  private amount(value: string | null | undefined): string {
    if (!value) return this.words.dash;
    if (this.locale !== 'en') return value;
    const match = /^([\d.]+)万(元人民币|美元|港元)$/.exec(value.trim());
    if (!match) return value;
    return money(Number(match[1]) * 10_000, WAN_CURRENCIES[match[2] as string], 'en');
  }

  private shareholders(): void {
    const { layout, words, locale } = this;
    if (this.leftOut) return;
    layout.heading(words.sections.shareholders);
    layout.source([fill(words.source, { register: this.register }), this.asOf]);
    layout.table(
      [
        { title: words.columns.name, width: 5 },
        { title: words.columns.kind, width: 1.3 },
        { title: words.columns.share, width: 1.3, align: 'right' },
        { title: words.columns.subscribed, width: 2.2, align: 'right' },
      ],
      this.details.shareholders.map((holder) => [
        displayName(holder.name, holder.nameEn, locale),
        holder.kind === 'company' ? words.company : words.person,
        percent(holder.percent, locale),
        this.amount(holder.subscribedCapital),
      ]),
      words.noneOnRecord,
    );
  }

  private officers(): void {
    const { layout, words, locale } = this;
    if (this.leftOut) return;
    layout.heading(words.sections.officers);
    layout.source([fill(words.source, { register: this.register }), this.asOf]);
    layout.table(
      [
        { title: words.columns.name, width: 3 },
        { title: words.columns.position, width: 2 },
      ],
      this.details.executives.map((person) => [
        displayName(person.name, person.nameEn, locale),
        (locale === 'en' ? person.positionEn : person.position) ?? person.position ?? words.dash,
      ]),
      words.noneOnRecord,
    );
  }

  private investments(): void {
    const { layout, words, locale } = this;
    const { company, investments } = this.details;
    if (this.leftOut) return;
    layout.heading(words.sections.investments);
    layout.source([fill(words.source, { register: this.register }), this.asOf]);
    if (investments.length === 0) {
      layout.paragraph(words.noneOnRecord, { size: 9, color: COLORS.muted });
      return;
    }
    const names = new Map<string, string>([[company.keyNo, words.thisCompany]]);
    for (const investment of investments)
      names.set(
        investment.keyNo,
        displayName(investment.nameZh ?? investment.name, investment.nameEn, locale),
      );
    const layers = [...new Set(investments.map((investment) => investment.layer))].sort(
      (a, b) => a - b,
    );
    for (const layer of layers) {
      layout.subheading(
        layer === 1 ? words.layerDirect : fill(words.layer, { layer: String(layer) }),
      );
      layout.table(
        [
          { title: words.columns.company, width: 4 },
          { title: words.columns.share, width: 1.2, align: 'right' },
          { title: words.columns.heldBy, width: 3 },
        ],
        investments
          .filter((investment) => investment.layer === layer)
          .map((investment) => [
            names.get(investment.keyNo) ?? words.dash,
            percent(investment.percent, locale),
            names.get(investment.parentKeyNo) ?? words.dash,
          ]),
        words.noneOnRecord,
      );
    }
  }

  /** The ownership map: the company and, under each box, whoever holds shares in it. */
  private map(): void {
    const { layout, words, locale } = this;
    const { graph, company, beneficialOwners } = this.details;
    // A GLEIF record's map would be the company alone.
    if (this.leftOut) return;
    layout.heading(words.sections.map, 90);
    layout.source([words.sourceNetwork, this.asOf]);
    layout.paragraph(words.mapLegend, { size: 8, color: COLORS.muted }, { after: 6 });
    const root = graph.nodes.find((node) => node.depth === 0 && node.kind === 'company');
    if (!root) return;
    const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
    const owners = new Map(
      beneficialOwners.filter((owner) => owner.isUbo).map((owner) => [owner.keyNo, owner]),
    );
    const { rows, omitted } = ownershipRows(root.id, graph.nodes, graph.edges, graph.depth);
    const noteOf = (row: TreeRow, owner: (typeof beneficialOwners)[number] | undefined) => {
      if (row.note === 'cycle') return words.mapCycle;
      if (row.note === 'shown-above') return words.mapShownAbove;
      if (row.note === 'not-traced')
        return fill(words.mapNotTraced, { depth: String(graph.depth) });
      if (owner) return fill(words.mapOwner, { percent: percent(owner.percent, locale) });
      return '';
    };
    drawOwnershipTree(layout, rows, (row) => {
      const node = nodes.get(row.id);
      const owner = node?.kind === 'person' && node.keyNo ? owners.get(node.keyNo) : undefined;
      const isRoot = row.level === 0;
      return {
        name: isRoot
          ? shortName(company.nameZh, company.nameEn, locale)
          : shortName(node?.name, node?.nameEn, locale) || words.dash,
        note: noteOf(row, owner),
        kind: node?.kind ?? 'company',
        isOwner: Boolean(owner),
        percent: row.percent === null ? '' : percent(row.percent, locale),
      };
    });
    if (omitted > 0)
      layout.paragraph(
        fill(words.mapOmitted, { count: String(omitted) }),
        { size: 8, color: COLORS.muted },
        { after: 6 },
      );
  }

  /** A person's roles behind a rule, in words (as the site's company page writes them). */
  private rolesOf(keyNo: string, name: string, positions: string[], legal: boolean): string {
    const { words, locale } = this;
    const { executives, company } = this.details;
    const mine = executives.filter((person) => person.keyNo === keyNo);
    const positionOf = (person: (typeof executives)[number]) =>
      (locale === 'en' ? person.positionEn : person.position) ?? person.position ?? '';
    const roles = mine
      .filter((person) => positions.includes(person.positionEn ?? ''))
      .map(positionOf);
    if (legal && company.legalRepresentative === name) roles.unshift(words.legalRepresentative);
    const chosen = roles.length > 0 ? roles : mine.map(positionOf);
    return [...new Set(chosen.filter(Boolean))].join(words.listSeparator) || words.dash;
  }

  private ruleWords(owner: CompanyDetails['beneficialOwners'][number]): string[] {
    const { words } = this;
    return owner.rules.map((rule) => {
      if (rule === 'equity') return fill(words.ruleEquity, { threshold: this.threshold });
      if (rule === 'control')
        return fill(words.ruleControl, {
          roles: this.rolesOf(owner.keyNo, owner.name, CONTROL_POSITIONS, true),
        });
      return fill(words.ruleSeniorManager, {
        roles: this.rolesOf(owner.keyNo, owner.name, SENIOR_MANAGER_POSITIONS, false),
      });
    });
  }

  /** A chain in words: holder —share→ company —share→ … this company. */
  private chainWords(chain: CompanyDetails['beneficialOwners'][number]['chains'][number]) {
    const { words, locale } = this;
    const nodes = new Map(this.details.graph.nodes.map((node) => [node.id, node]));
    const root = this.details.graph.nodes.find((node) => node.depth === 0);
    const nameOf = (id: string) => {
      if (id === root?.id) return words.thisCompany;
      const node = nodes.get(id);
      return node ? shortName(node.name, node.nameEn, locale) : words.dash;
    };
    const parts: string[] = [];
    chain.links.forEach((link, index) => {
      if (index === 0) parts.push(nameOf(link.from));
      parts.push(` —${percent(link.percent, locale)}→ `);
      parts.push(nameOf(link.to));
    });
    return parts.join('');
  }

  /**
   * The beneficial owners: in full (each person with every chain, and the people below the
   * threshold) in the beneficial-ownership report; as a table in the company report.
   */
  private owners(full: boolean): void {
    const { layout, words, locale } = this;
    const { beneficialOwners, beneficialOwnership } = this.details;
    const owners = beneficialOwners.filter((owner) => owner.isUbo || owner.rules.length > 0);
    const others = beneficialOwners.filter((owner) => !(owner.isUbo || owner.rules.length > 0));
    layout.heading(full ? words.sections.owners : words.sections.ownersSummary, 80);
    layout.source([fill(words.sourceDerived, { register: this.register }), this.asOf]);
    layout.paragraph(fill(words.threshold, { threshold: this.threshold }), {
      font: 'bold',
      size: 9,
    });
    layout.paragraph(words.ownersBasis, { size: 8.5, color: COLORS.muted }, { after: 6 });
    if (beneficialOwnership.fallbackApplied)
      layout.paragraph(fill(words.fallbackNote, { threshold: this.threshold }), {
        size: 9,
        color: COLORS.owner,
      });
    if (owners.length === 0)
      layout.paragraph(this.gleif ? words.gleifNoOwners : words.noOwners, {
        font: 'bold',
        size: 9.5,
        color: COLORS.owner,
      });

    if (!full) {
      if (owners.length > 0)
        layout.table(
          [
            { title: words.columns.name, width: 3 },
            { title: words.columns.totalShare, width: 1.2, align: 'right' },
            { title: words.columns.basis, width: 4 },
          ],
          owners.map((owner) => [
            displayName(owner.name, owner.nameEn, locale),
            owner.chains.length > 0 ? percent(owner.percent, locale) : words.dash,
            this.ruleWords(owner).join('\n'),
          ]),
          words.noOwners,
        );
      if (others.length > 0)
        layout.paragraph(
          fill(words.othersBelow, { count: String(others.length), threshold: this.threshold }),
          { size: 9, color: COLORS.muted },
        );
      layout.paragraph(words.ownersSummaryMore, { size: 8.5, color: COLORS.muted });
      return;
    }

    for (const owner of owners) this.owner(owner);
    if (others.length > 0) {
      // The people below the threshold, compactly: each with their total and every chain.
      layout.subheading(
        fill(words.othersBelow, { count: String(others.length), threshold: this.threshold }),
      );
      layout.table(
        [
          { title: words.columns.name, width: 2.6 },
          { title: words.columns.totalShare, width: 1.1, align: 'right' },
          { title: words.chains, width: 5 },
        ],
        others.map((owner) => [
          displayName(owner.name, owner.nameEn, locale),
          owner.chains.length > 0 ? percent(owner.percent, locale) : words.dash,
          owner.chains.length > 0
            ? owner.chains.map((chain) => this.chainLine(chain)).join('\n')
            : words.noShares,
        ]),
        words.noneOnRecord,
      );
    }
  }

  /** A chain with the share it gives: 'A —50%→ B —20%→ this company (this chain: 10%)'. */
  private chainLine(chain: CompanyDetails['beneficialOwners'][number]['chains'][number]) {
    const total = fill(this.words.chainTotal, { percent: percent(chain.percent, this.locale) });
    return `${this.chainWords(chain)}   (${total})`;
  }

  /** One beneficial owner: name and total, the rules in words, every chain. */
  private owner(owner: CompanyDetails['beneficialOwners'][number]): void {
    const { layout, doc, words, locale } = this;
    const name = displayName(owner.name, owner.nameEn, locale);
    const total = owner.chains.length > 0 ? percent(owner.percent, locale) : '';
    const totalText = total ? `${words.columns.totalShare} ${total}` : '';
    const nameStyle = { font: 'bold', size: 10.5 } as const;
    const totalStyle = { font: 'bold', size: 10, color: COLORS.accent } as const;
    const totalWidth = totalText ? layout.textWidth(totalText, totalStyle) + 2 : 0;
    const nameWidth = layout.width - totalWidth - 20;
    const nameHeight = layout.measure(name, nameWidth, nameStyle);
    // The name stays with its tag, its first rule and its first chain.
    layout.ensure(nameHeight + 70);
    doc.y += 4;
    const top = doc.y;
    doc
      .moveTo(layout.left, top - 2)
      .lineTo(layout.right, top - 2)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    layout.put(name, layout.left, top + 2, nameWidth, nameStyle);
    if (totalText)
      layout.put(totalText, layout.right - totalWidth, top + 2.5, totalWidth, totalStyle, 'right');
    doc.y = top + nameHeight + 4;

    layout.paragraph(words.beneficialOwner, { font: 'bold', size: 8.5, color: COLORS.owner });
    for (const rule of this.ruleWords(owner))
      layout.paragraph(rule, { size: 9 }, { indent: 8, after: 2, marker: '•' });
    if (owner.chains.length === 0) {
      layout.paragraph(words.noShares, { size: 9, color: COLORS.muted }, { indent: 8 });
      return;
    }
    const [first] = owner.chains;
    if (first) layout.ensure(14 + layout.measure(this.chainLine(first), layout.width - 30, {}));
    layout.paragraph(words.chains, { size: 8, color: COLORS.muted }, { indent: 8, after: 2 });
    owner.chains.forEach((chain, index) => {
      layout.paragraph(
        this.chainLine(chain),
        { size: 9 },
        { indent: 8, after: 2, marker: `${index + 1}.` },
      );
    });
    doc.y += 4;
  }

  private notes(): void {
    const { layout, words } = this;
    layout.heading(words.sections.notes, 40);
    for (const note of words.notes)
      layout.paragraph(note, { size: 8.5, color: COLORS.muted }, { after: 3, marker: '•' });
    layout.paragraph(
      fill(words.verifyNote, { url: this.input.verifyUrl }),
      { size: 8.5, color: COLORS.text },
      { marker: '•' },
    );
  }

  /**
   * Writes the running header and the footer on every page once all are laid out: the
   * report number, the verification code, where to verify and "page i of n".
   */
  stampPages(pages: number): void {
    const { layout, doc, words } = this;
    const { company } = this.details;
    const head = `${words.brand}  ·  ${words.titles[this.input.kind]}  ·  ${shortName(company.nameZh, company.nameEn, this.locale)}`;
    const ids = `${words.reportNo} ${this.input.reportNo}  ·  ${words.verifyCode} ${this.input.verifyCode}`;
    const verify = `${words.verifyAt} ${this.input.verifyUrl}`;
    for (let index = 0; index < pages; index++) {
      doc.switchToPage(index);
      // Writing in the margins must not open pages: with no bottom margin nothing overflows.
      const margins = { ...doc.page.margins };
      doc.page.margins = { ...margins, top: 0, bottom: 0 };
      const { left, right } = layout;
      const width = right - left;
      if (index > 0) {
        this.line(head, left, 30, width, { size: 7.5, color: COLORS.muted });
        doc.moveTo(left, 44).lineTo(right, 44).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
      }
      const footerTop = doc.page.height - 52;
      doc
        .moveTo(left, footerTop)
        .lineTo(right, footerTop)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      const page = fill(words.page, { page: index + 1, pages });
      const pageStyle = { font: 'bold', size: 8, color: COLORS.text } as const;
      const pageWidth = layout.textWidth(page, pageStyle);
      this.line(ids, left, footerTop + 7, width - pageWidth - 12, {
        font: 'bold',
        size: 8,
        color: COLORS.text,
      });
      this.line(page, right - pageWidth, footerTop + 7, pageWidth + 1, pageStyle);
      this.line(verify, left, footerTop + 20, width, { size: 7.5, color: COLORS.muted });
      doc.page.margins = margins;
    }
  }

  /** One line of the margins, cut short with an ellipsis rather than wrapped. */
  private line(
    value: string,
    x: number,
    y: number,
    width: number,
    style: Parameters<Layout['style']>[0],
  ): void {
    this.layout.style(style);
    this.doc.text(value, x, y, { width, height: 12, lineBreak: false, ellipsis: true });
  }
}
