import type { Locale } from '@kyc/content';
import { companyDetails } from '@kyc/content/interface';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CompanyView } from '../../lib/account/companyView';
import { useIsMobile } from '../../lib/account/useIsMobile';
import { SourceLine } from './SourceLine';

type Relation = CompanyView['relations'][number];

export interface RelationsProps {
  view: CompanyView;
  locale: Locale;
  /** The link to another company of the register, in the page's language. */
  linkOf: (keyNo: string) => string;
}

/** Drawing sizes (px): text is drawn at 13 px and the drawing is never scaled below 12 px. */
const ROW = 44;
const BOX_HEIGHT = 36;
const GAP = 40;
const PAD = 8;
const ROOT_WIDTH = 140;
const PERSON_WIDTH = 140;
const COMPANY_WIDTH = 300;
/** The phone's tree: as wide as a 390 px screen's card (narrower screens scale it a little). */
const TREE_WIDTH = 300;
const INDENT = 16;
/** Half-width characters per pixel of a box's text (a Chinese character counts as two). */
const UNITS_PER_PX = 1 / 7;

/** The width of a text in half-width characters (CJK characters count two). */
function units(text: string): number {
  let total = 0;
  for (const char of text) total += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1;
  return total;
}

/**
 * A name in at most two lines of `max` half-width characters, the second cut with '…' (the whole
 * name is the node's title, and the list beside the drawing).
 *
 * @example boxLines('宁波达景信息技术有限公司', 16) // ['宁波达景信息技术', '有限公司']
 */
export function boxLines(name: string, max: number): string[] {
  // Words stay whole (a Chinese character is a word of its own); a word longer than a line
  // is cut where the line ends.
  const tokens =
    name.match(/[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  let cut = false;
  const push = () => {
    lines.push(line.trim());
    line = '';
  };
  for (const token of tokens) {
    if (lines.length === 2) {
      cut = true;
      break;
    }
    if (units(line + token.trimEnd()) <= max) {
      line += token;
      continue;
    }
    if (/^\s+$/.test(token)) {
      push();
      continue;
    }
    if (line.trim() && units(token) <= max) {
      push();
      if (lines.length === 2) {
        cut = true;
        break;
      }
      line = token;
      continue;
    }
    for (const char of token) {
      if (units(line + char) > max) {
        push();
        if (lines.length === 2) {
          cut = true;
          break;
        }
      }
      line += char;
    }
  }
  if (lines.length < 2 && line.trim()) push();
  else if (line.trim()) cut = true;
  if (cut && lines.length === 2) {
    let last = lines[1] ?? '';
    while (last && units(`${last}…`) > max) last = last.slice(0, -1);
    lines[1] = `${last.trimEnd()}…`;
  }
  return lines;
}

function Box({
  name,
  x,
  y,
  width,
  rx = 8,
}: {
  name: string;
  x: number;
  y: number;
  width: number;
  rx?: number;
}) {
  const lines = boxLines(name, Math.floor((width - 2 * PAD) * UNITS_PER_PX));
  const top = y + BOX_HEIGHT / 2 - (lines.length - 1) * 7.5 + 4.5;
  return (
    <>
      <rect x={x} y={y} width={width} height={BOX_HEIGHT} rx={rx} />
      <text className="account-relmap__name">
        {lines.map((line, index) => (
          <tspan key={line} x={x + PAD} y={top + index * 15}>
            {line}
          </tspan>
        ))}
      </text>
    </>
  );
}

/** A company box that opens the company (with the router when it is a plain click). */
function CompanyLink({
  href,
  name,
  children,
}: {
  href: string;
  name: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<Element>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <a href={href} onClick={follow} className="account-relmap__node account-relmap__node--company">
      <title>{name}</title>
      {children}
    </a>
  );
}

interface MapProps {
  heading: string;
  people: Relation[];
  title: string;
  linkOf: (keyNo: string) => string;
}

/**
 * Desktop: three columns, the company, its people, their other companies (one box per company,
 * however many people lead to it), at natural size in a box that scrolls past 600 px.
 */
function ColumnsMap({ heading, people, title, linkOf }: MapProps) {
  const companies = new Map<string, { name: string; y: number }>();
  for (const person of people)
    for (const other of person.others)
      if (!companies.has(other.keyNo))
        companies.set(other.keyNo, { name: other.short, y: companies.size * ROW });
  const personY: number[] = [];
  for (const person of people) {
    const ys = person.others.map((other) => companies.get(other.keyNo)?.y ?? 0);
    const middle = ys.reduce((sum, y) => sum + y, 0) / ys.length;
    const previous = personY[personY.length - 1];
    personY.push(previous === undefined ? middle : Math.max(previous + ROW, middle));
  }
  const rows = Math.max(companies.size * ROW, (personY[personY.length - 1] ?? 0) + ROW);
  const height = rows - (ROW - BOX_HEIGHT) + 2 * PAD;
  // At the top, beside the first person: the drawing is taller than its box and scrolls.
  const rootY = Math.min(personY[0] ?? 0, 0);
  const personX = ROOT_WIDTH + GAP;
  const companyX = personX + PERSON_WIDTH + GAP;
  const width = companyX + COMPANY_WIDTH + 2;
  const middleOf = (y: number) => PAD + y + BOX_HEIGHT / 2;
  const curve = (x1: number, y1: number, x2: number, y2: number) =>
    `M${x1} ${y1} C${(x1 + x2) / 2} ${y1} ${(x1 + x2) / 2} ${y2} ${x2} ${y2}`;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="account-relmap__svg"
    >
      <title>{title}</title>
      <g className="account-relmap__lines">
        {people.map((person, index) => {
          const y = personY[index] ?? 0;
          return (
            <g key={person.key}>
              <path d={curve(ROOT_WIDTH, middleOf(rootY), personX, middleOf(y))} />
              {person.others.map((other) => (
                <path
                  key={other.keyNo}
                  d={curve(
                    personX + PERSON_WIDTH,
                    middleOf(y),
                    companyX,
                    middleOf(companies.get(other.keyNo)?.y ?? 0),
                  )}
                />
              ))}
            </g>
          );
        })}
      </g>
      <g className="account-relmap__node account-relmap__node--root">
        <title>{heading}</title>
        <Box name={heading} x={1} y={PAD + rootY} width={ROOT_WIDTH - 2} />
      </g>
      {people.map((person, index) => (
        <g key={person.key} className="account-relmap__node account-relmap__node--person">
          <title>{person.here ? `${person.name} · ${person.here}` : person.name}</title>
          <Box
            name={person.short}
            x={personX}
            y={PAD + (personY[index] ?? 0)}
            width={PERSON_WIDTH}
            rx={BOX_HEIGHT / 2}
          />
        </g>
      ))}
      {[...companies].map(([keyNo, company]) => (
        <CompanyLink key={keyNo} href={linkOf(keyNo)} name={company.name}>
          <Box name={company.name} x={companyX} y={PAD + company.y} width={COMPANY_WIDTH} />
        </CompanyLink>
      ))}
    </svg>
  );
}

/**
 * A phone: a tree down the screen, the company, each person under it, each of their other
 * companies under them, as wide as the card (a company two people lead to shows under each).
 */
function TreeMap({ heading, people, title, linkOf }: MapProps) {
  const rows: { kind: 'person' | 'company'; key: string; name: string; keyNo?: string }[] = [];
  for (const person of people) {
    rows.push({ kind: 'person', key: person.key, name: person.short });
    for (const other of person.others)
      rows.push({
        kind: 'company',
        key: `${person.key}>${other.keyNo}`,
        name: other.short,
        keyNo: other.keyNo,
      });
  }
  const yOf = (index: number) => PAD + (index + 1) * ROW;
  const height = yOf(rows.length - 1) + BOX_HEIGHT + PAD;
  const middle = (y: number) => y + BOX_HEIGHT / 2;
  const lines: string[] = [];
  let lastPerson = -1;
  let personTop = 0;
  rows.forEach((row, index) => {
    const y = yOf(index);
    if (row.kind === 'person') {
      lastPerson = index;
      lines.push(`M${INDENT / 2} ${middle(y)} H${INDENT}`);
    } else {
      personTop = yOf(lastPerson) + BOX_HEIGHT;
      lines.push(`M${INDENT * 1.5} ${personTop} V${middle(y)} H${INDENT * 2}`);
    }
  });
  const lastPersonY = yOf(rows.map((row) => row.kind).lastIndexOf('person'));
  lines.push(`M${INDENT / 2} ${PAD + BOX_HEIGHT} V${middle(lastPersonY)}`);
  return (
    <svg
      width={TREE_WIDTH}
      height={height}
      viewBox={`0 0 ${TREE_WIDTH} ${height}`}
      className="account-relmap__svg account-relmap__svg--tree"
    >
      <title>{title}</title>
      <g className="account-relmap__lines">
        {lines.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g className="account-relmap__node account-relmap__node--root">
        <title>{heading}</title>
        <Box name={heading} x={1} y={PAD} width={TREE_WIDTH - 2} />
      </g>
      {rows.map((row, index) =>
        row.kind === 'person' ? (
          <g key={row.key} className="account-relmap__node account-relmap__node--person">
            <title>{row.name}</title>
            <Box
              name={row.name}
              x={INDENT}
              y={yOf(index)}
              width={TREE_WIDTH - INDENT - 1}
              rx={BOX_HEIGHT / 2}
            />
          </g>
        ) : (
          <CompanyLink key={row.key} href={linkOf(row.keyNo ?? '')} name={row.name}>
            <Box
              name={row.name}
              x={INDENT * 2}
              y={yOf(index)}
              width={TREE_WIDTH - INDENT * 2 - 1}
            />
          </CompanyLink>
        ),
      )}
    </svg>
  );
}

/**
 * The relationship map, two hops: the company, its officers and personal shareholders, and the
 * other companies where they hold roles; company boxes are links. Three columns on the
 * desktop, a tree (folded) on a phone.
 */
export function RelationsMap({
  heading,
  relations,
  title,
  linkOf,
}: {
  heading: string;
  relations: Relation[];
  title: string;
  linkOf: (keyNo: string) => string;
}) {
  const mobile = useIsMobile();
  const titleId = useId();
  const people = relations.filter((person) => person.others.length > 0);
  if (people.length === 0) return null;
  if (mobile)
    // As long as the list above: folded on a phone, opened with a tap (no script needed).
    return (
      <details className="account-relmap">
        <summary className="account-relmap__title">{title}</summary>
        <div className="account-relmap__viewport">
          <TreeMap heading={heading} people={people} title={title} linkOf={linkOf} />
        </div>
      </details>
    );
  return (
    <figure className="account-relmap" aria-labelledby={titleId}>
      <figcaption id={titleId} className="account-relmap__title">
        {title}
      </figcaption>
      <div className="account-relmap__viewport">
        <ColumnsMap heading={heading} people={people} title={title} linkOf={linkOf} />
      </div>
    </figure>
  );
}

/**
 * The company's officers and personal shareholders, each with the other companies where they
 * hold a role or shares, as a list (each company a link to its page) and as a map.
 */
export function Relations({ view, locale, linkOf }: RelationsProps) {
  const text = companyDetails[locale];
  return (
    <section className="account-card account-relations" aria-labelledby="company-relations">
      <h3 id="company-relations" className="account-card__title">
        {text.relations}
      </h3>
      <SourceLine source={view.source.network} asOf={view.source.asOf} />
      <p className="account-relations__intro">{text.relationsIntro}</p>
      <ul className="account-relations__list">
        {view.relations.map((person) => (
          <li key={person.key} className="account-relation">
            <p className="account-relation__name">{person.name}</p>
            {person.here && <p className="account-relation__here">{person.here}</p>}
            {person.others.length === 0 ? (
              <p className="account-relation__none">{text.noOtherRoles}</p>
            ) : (
              <ul className="account-relation__others">
                {person.others.map((other) => (
                  <li key={other.keyNo}>
                    <Link to={linkOf(other.keyNo)}>{other.name}</Link>
                    {other.roles && <span className="account-relation__roles">{other.roles}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <RelationsMap
        heading={view.shortName}
        relations={view.relations}
        title={text.relationsMap}
        linkOf={linkOf}
      />
    </section>
  );
}
