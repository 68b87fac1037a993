import { normalizeText, queryGrams, grams as textGrams, words } from '../lib/grams';
import {
  JURISDICTIONS,
  type SearchSort,
  STATUS_GROUPS,
  statusGroup,
  TYPE_GROUPS,
  typeGroup,
} from './filters';
import { COUNT_CAP, IDENTIFIER, type SearchInput, type SearchResult } from './search';
import { type CompanySummaryRow, companySummary } from './summary';

/** One company as the index loads it (see INDEX_ROW_SQL in company-search.ts). */
export interface IndexRow {
  id: number;
  score: number;
  /** The lower-cased, NFKC-folded names (`companies.search_text`). */
  search_text: string;
  reg_no: string;
  uscc: string | null;
  lei: string | null;
  jurisdiction: string;
  status: string;
  company_type: string;
  /** Days since 1970-01-01, or null. */
  established_day: number | null;
  /** Registered capital in yuan, or null. */
  capital_cny: number | null;
  /** `json_build_array` of the summary columns, in SUMMARY_FIELDS order. */
  summary: string;
}

/** The order of the summary columns in `IndexRow.summary`. */
export const SUMMARY_FIELDS = [
  'key_no',
  'name_zh',
  'name_en',
  'jurisdiction',
  'reg_no',
  'uscc',
  'lei',
  'status',
  'company_type',
  'registered_capital',
  'capital_currency',
  'established',
  'legal_representative',
  'share_count',
] as const satisfies readonly (keyof CompanySummaryRow)[];

/** The part of an identifier a query can match: its leading run of [0-9A-Z-], as IDENTIFIER allows. */
const KEY_PART = /^[0-9A-Z-]{1,20}/;
/**
 * Identifier keys are packed into numbers: each character is a digit 1..37 ('-', '0'-'9',
 * 'A'-'Z', in their byte order; 0 pads the end), six digits base 38 per 32-bit word (38^6 <
 * 2^32) and four words per key. Comparing the words compares the keys as strings, and all
 * keys starting with a prefix lie between the prefix padded with 0s and with 37s.
 */
const KEY_WORDS = 4;
const DIGITS_PER_WORD = 6;
const KEY_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TOP_DIGIT = KEY_ALPHABET.length;

/** Writes `key` packed into `out[at..at + KEY_WORDS)`, padding with digit `fill`. */
function packKey(key: string, out: Uint32Array, at: number, fill: number): void {
  for (let word = 0; word < KEY_WORDS; word++) {
    let value = 0;
    for (let k = 0; k < DIGITS_PER_WORD; k++) {
      const position = word * DIGITS_PER_WORD + k;
      const digit =
        position < key.length ? KEY_ALPHABET.indexOf(key[position] as string) + 1 : fill;
      value = value * (TOP_DIGIT + 1) + digit;
    }
    out[at + word] = value;
  }
}

/**
 * Postings `similarNames` reads for one name, at most, beyond the rarest gram of each word:
 * enough for every distinctive gram of a company name, and a bounded cost per name.
 */
const CANDIDATE_POSTINGS = 20_000;

/** Lets other work run between slices of a long build. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Items per slice: a few milliseconds of work. */
const SLICE = 50_000;

/** A byte store that grows by doubling. */
class ByteList {
  bytes = Buffer.allocUnsafe(1 << 16);
  length = 0;

  /** Appends `text` as UTF-8 and returns where it ends. */
  append(text: string): number {
    const need = this.length + Buffer.byteLength(text);
    if (need > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += this.bytes.write(text, this.length);
    return this.length;
  }

  /**
   * The items (item i ends at `ends[i]`) copied out in the order `order` gives, with their
   * new ends: rank order, so that a search reading candidates best-first reads memory forwards.
   */
  async reorder(
    ends: Uint32Array,
    order: Uint32Array,
  ): Promise<{ bytes: Buffer; ends: Uint32Array }> {
    const bytes = Buffer.allocUnsafe(this.length);
    const newEnds = new Uint32Array(order.length);
    let at = 0;
    for (let i = 0; i < order.length; i++) {
      const item = order[i] ?? 0;
      at += this.bytes.copy(bytes, at, item === 0 ? 0 : ends[item - 1], ends[item]);
      newEnds[i] = at;
      if (i % (SLICE / 5) === SLICE / 5 - 1) await yieldToEventLoop();
    }
    return { bytes, ends: newEnds };
  }
}

/** A growable Uint32Array. */
class U32List {
  values = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Uint32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** Adds one to entry `at`. */
  increment(at: number): void {
    this.values[at] = (this.values[at] ?? 0) + 1;
  }

  compact(): Uint32Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * Collects the companies' rows, in any number of batches, and builds a `SearchIndex`.
 * Rows must come in ascending id order (ties of score are broken by id, as in SQL).
 */
export class SearchIndexBuilder {
  /** Scores as stored (PostgreSQL integer), by row. */
  private scores = new Int32Array(1024);
  private rows = 0;
  private readonly texts = new ByteList();
  private readonly textEnds = new U32List();
  private readonly summaries = new ByteList();
  private readonly summaryEnds = new U32List();
  private readonly gramIds = new Map<string, number>();
  private readonly gramCounts = new U32List();
  /** Each row's gram ids, one after another; rowGramEnds[row] says where the row's grams end. */
  private readonly rowGrams = new U32List();
  private readonly rowGramEnds = new U32List();
  /** Each identifier's packed key (KEY_WORDS words), and the row it belongs to. */
  private readonly identifierKeys = new U32List();
  private readonly keyScratch = new Uint32Array(KEY_WORDS);
  private readonly identifierRows = new U32List();
  /** Each row's filter codes (jurisdiction, status group, type group; 255 for none). */
  private readonly filterCodes = new U32List();
  /** Each row's sort keys (days since 1970, yuan); NaN for none. */
  private readonly established: number[] = [];
  private readonly capital: number[] = [];
  private lastId = 0;

  get size(): number {
    return this.rows;
  }

  add(row: IndexRow): void {
    if (row.id <= this.lastId) throw new Error('Index rows must come in ascending id order');
    this.lastId = row.id;
    const position = this.rows++;
    if (position === this.scores.length) {
      const grown = new Int32Array(this.scores.length * 2);
      grown.set(this.scores);
      this.scores = grown;
    }
    this.scores[position] = row.score;
    this.textEnds.push(this.texts.append(row.search_text));
    this.summaryEnds.push(this.summaries.append(row.summary));
    for (const gram of textGrams(row.search_text)) {
      let id = this.gramIds.get(gram);
      if (id === undefined) {
        id = this.gramIds.size;
        this.gramIds.set(gram, id);
        this.gramCounts.push(0);
      }
      this.gramCounts.increment(id);
      this.rowGrams.push(id);
    }
    this.rowGramEnds.push(this.rowGrams.length);
    this.filterCodes.push(
      filterCode(JURISDICTION_CODES, row.jurisdiction) |
        (filterCode(STATUS_CODES, statusGroup(row.status)) << 8) |
        (filterCode(TYPE_CODES, typeGroup(row.company_type)) << 16),
    );
    this.established.push(row.established_day ?? Number.NaN);
    this.capital.push(row.capital_cny ?? Number.NaN);
    for (const identifier of [row.reg_no, row.uscc, row.lei]) {
      const key = identifier === null ? undefined : KEY_PART.exec(identifier)?.[0];
      // A query has at least 4 characters, so a shorter key can never match.
      if (key !== undefined && key.length >= 4) {
        packKey(key, this.keyScratch, 0, 0);
        for (const word of this.keyScratch) this.identifierKeys.push(word);
        this.identifierRows.push(position);
      }
    }
  }

  /** Builds the index, yielding to the event loop between slices so requests keep flowing. */
  async build(version: string): Promise<SearchIndex> {
    const n = this.rows;
    const scores = this.scores;
    // Rank order: best score first, then lowest id (rows were added by ascending id).
    const rowOfRank = rankOrder(scores.subarray(0, n));
    const rankOfRow = new Uint32Array(n);
    for (let rank = 0; rank < n; rank++) rankOfRow[rowOfRank[rank] ?? 0] = rank;
    await yieldToEventLoop();

    // Postings: for each gram, the ranks of the rows holding it, ascending (best first).
    const gramCount = this.gramIds.size;
    const postingEnds = new Uint32Array(gramCount);
    let total = 0;
    for (let g = 0; g < gramCount; g++) {
      total += this.gramCounts.values[g] ?? 0;
      postingEnds[g] = total;
    }
    const postings = new Uint32Array(total);
    const cursor = new Uint32Array(gramCount);
    for (let g = 1; g < gramCount; g++) cursor[g] = postingEnds[g - 1] ?? 0;
    const rowGramEnds = this.rowGramEnds.values;
    const rowGrams = this.rowGrams.values;
    for (let rank = 0; rank < n; rank++) {
      const row = rowOfRank[rank] ?? 0;
      const end = rowGramEnds[row] ?? 0;
      for (let k = row === 0 ? 0 : (rowGramEnds[row - 1] ?? 0); k < end; k++) {
        const g = rowGrams[k] ?? 0;
        const at = cursor[g] ?? 0;
        postings[at] = rank;
        cursor[g] = at + 1;
      }
      // Each rank writes a posting per gram of its names: a smaller slice.
      if (rank % (SLICE / 5) === SLICE / 5 - 1) await yieldToEventLoop();
    }

    // Common grams also get one bit per rank: a candidate is then tested against them in one
    // step instead of a search through a long list. A bitset is no bigger than the postings
    // of a gram held by at least 1 company in 32.
    const words32 = Math.ceil(n / 32);
    const bitsetOf = new Int32Array(gramCount).fill(-1);
    let common = 0;
    for (let g = 0; g < gramCount; g++) {
      if ((this.gramCounts.values[g] ?? 0) * 32 >= n && n >= 1024) bitsetOf[g] = common++;
    }
    const bitsets = new Uint32Array(common * words32);
    for (let g = 0; g < gramCount; g++) {
      const slot = bitsetOf[g] ?? -1;
      if (slot < 0) continue;
      const base = slot * words32;
      for (let at = g === 0 ? 0 : (postingEnds[g - 1] ?? 0); at < (postingEnds[g] ?? 0); at++) {
        const rank = postings[at] ?? 0;
        bitsets[base + (rank >>> 5)] = (bitsets[base + (rank >>> 5)] ?? 0) | (1 << (rank & 31));
      }
      await yieldToEventLoop();
    }

    // Identifiers sorted by their keys, for prefix look-ups by binary search.
    const entries = this.identifierRows.length;
    const entryRanks = new Uint32Array(entries);
    for (let entry = 0; entry < entries; entry++) {
      entryRanks[entry] = rankOfRow[this.identifierRows.values[entry] ?? 0] ?? 0;
      if (entry % SLICE === SLICE - 1) await yieldToEventLoop();
    }
    await yieldToEventLoop();
    const identifiers = await sortKeys(this.identifierKeys.compact(), entryRanks);

    const filters = new Uint32Array(n);
    for (let rank = 0; rank < n; rank++)
      filters[rank] = this.filterCodes.values[rowOfRank[rank] ?? 0] ?? 0;
    const byRank = (values: number[]) =>
      Float64Array.from(rowOfRank, (row) => values[row] ?? Number.NaN);
    const established = await sortOrders(byRank(this.established));
    const capital = await sortOrders(byRank(this.capital));
    const orders: SearchIndexParts['orders'] = {
      'established-desc': established.desc,
      'established-asc': established.asc,
      'capital-desc': capital.desc,
      'capital-asc': capital.asc,
    };

    const texts = await this.texts.reorder(this.textEnds.values, rowOfRank);
    const summaries = await this.summaries.reorder(this.summaryEnds.values, rowOfRank);
    return new SearchIndex({
      version,
      size: n,
      texts: texts.bytes,
      textEnds: texts.ends,
      summaries: summaries.bytes,
      summaryEnds: summaries.ends,
      gramIds: this.gramIds,
      postingEnds,
      postings,
      bitsetOf,
      bitsets,
      identifierKeys: identifiers.keys,
      identifierRanks: identifiers.ranks,
      filters,
      orders,
    });
  }
}

/**
 * Where one gram's postings are in `postings` (`start` moves on as candidates pass), and the
 * first word of its bitset in `bitsets`, or -1.
 */
interface PostingRange {
  start: number;
  end: number;
  bits: number;
}

interface SearchIndexParts {
  version: string;
  size: number;
  /** The companies' normalised names, best rank first; rank r ends at textEnds[r]. */
  texts: Buffer;
  textEnds: Uint32Array;
  /** The companies' summaries (JSON arrays), best rank first. */
  summaries: Buffer;
  summaryEnds: Uint32Array;
  gramIds: Map<string, number>;
  postingEnds: Uint32Array;
  postings: Uint32Array;
  /** For each gram, its bitset's slot in `bitsets`, or -1 (not common enough to have one). */
  bitsetOf: Int32Array;
  /** One bit per rank for each common gram, ceil(size / 32) words each. */
  bitsets: Uint32Array;
  /** The identifiers' packed keys, sorted, and the rank of the company each belongs to. */
  identifierKeys: Uint32Array;
  identifierRanks: Uint32Array;
  /** Per rank: jurisdiction, status group and type group codes, a byte each (255 for none). */
  filters: Uint32Array;
  /** Per sort other than relevance: the ranks in that order, and each rank's position in it. */
  orders: Record<Exclude<SearchSort, 'relevance'>, SortOrder>;
}

interface SortOrder {
  rankAt: Uint32Array;
  positionOf: Uint32Array;
}

const codes = (values: readonly string[]) => new Map(values.map((value, i) => [value, i]));
const JURISDICTION_CODES = codes(JURISDICTIONS);
const STATUS_CODES = codes(Object.keys(STATUS_GROUPS));
const TYPE_CODES = codes(Object.keys(TYPE_GROUPS));
const NO_CODE = 255;

function filterCode(table: Map<string, number>, value: string | undefined): number {
  return (value === undefined ? undefined : table.get(value)) ?? NO_CODE;
}

/**
 * Collects the matches of one search in rank order: by relevance it keeps the page and stops
 * once the count passes the cap; in another order it keeps every match and sorts their
 * positions in that order (a typed-array sort of numbers, no comparisons in JavaScript).
 */
class PageCollector {
  count = 0;
  private readonly page: number[] = [];
  private readonly all: number[] = [];

  constructor(
    private readonly offset: number,
    private readonly pageSize: number,
    private readonly order: SortOrder | undefined,
  ) {}

  /** Adds a match; false when no more are needed. */
  add(rank: number): boolean {
    this.count++;
    if (this.order) {
      this.all.push(rank);
      return true;
    }
    if (this.count > this.offset && this.count <= this.offset + this.pageSize) this.page.push(rank);
    return this.count <= COUNT_CAP;
  }

  ranks(): number[] {
    const order = this.order;
    if (!order) return this.page;
    const positions = Uint32Array.from(this.all, (rank) => order.positionOf[rank] ?? 0).sort();
    return Array.from(
      positions.subarray(this.offset, this.offset + this.pageSize),
      (position) => order.rankAt[position] ?? 0,
    );
  }
}

/**
 * The companies' live-search data in memory, answering exactly as the SQL search does
 * (`searchCompanies`): the same grams, the same substring test on the same normalised names,
 * the same identifier prefixes, the same order (score, then id) and the same capped totals.
 *
 * Everything sits in a few large typed arrays and buffers outside the JavaScript heap, so the
 * garbage collector has almost nothing to trace: per company, its names (UTF-8) and summary
 * (UTF-8 JSON) in rank order with a 4-byte end each, a 4-byte posting per gram of its names,
 * and 20 bytes per identifier; each common gram has one bit per company.
 */
export class SearchIndex {
  /** The data version (`data_versions`) the index was built from. */
  readonly version: string;
  readonly size: number;
  private readonly parts: SearchIndexParts;
  /** Scratch for identifier look-ups: one bit per rank. */
  private readonly marks: Uint32Array;
  /** Scratch for `similarNames`: each touched rank's weight, zeroed again after each call. */
  private readonly candidateWeights: Float64Array;

  constructor(parts: SearchIndexParts) {
    this.parts = parts;
    this.version = parts.version;
    this.size = parts.size;
    this.marks = new Uint32Array(Math.ceil(parts.size / 32));
    this.candidateWeights = new Float64Array(parts.size);
  }

  /** Bytes held by the index's arrays and buffers, plus an estimate for the gram table. */
  get memoryBytes(): number {
    const p = this.parts;
    const arrays = [
      p.texts,
      p.textEnds,
      p.summaries,
      p.summaryEnds,
      p.postingEnds,
      p.postings,
      p.bitsetOf,
      p.bitsets,
      p.identifierKeys,
      p.identifierRanks,
      p.filters,
      ...Object.values(p.orders).flatMap((order) => [order.rankAt, order.positionOf]),
      this.marks,
      this.candidateWeights,
    ];
    // A Map entry with a short string key costs about 80 bytes on a 64-bit V8.
    return arrays.reduce((sum, array) => sum + array.byteLength, 0) + p.gramIds.size * 80;
  }

  search(input: SearchInput): SearchResult {
    const compact = normalizeText(input.q).replace(/\s+/g, '').toUpperCase();
    const offset = (input.page - 1) * input.pageSize;
    const sort = input.sort ?? 'relevance';
    const collector = () =>
      new PageCollector(
        offset,
        input.pageSize,
        sort === 'relevance' ? undefined : this.parts.orders[sort],
      );
    // The codes a match must have, as a mask and value over the packed filter codes.
    let mask = 0;
    let wanted = 0;
    const want = (code: number, shift: number) => {
      mask |= 0xff << shift;
      wanted |= code << shift;
    };
    if (input.jurisdiction) want(filterCode(JURISDICTION_CODES, input.jurisdiction), 0);
    if (input.status) want(filterCode(STATUS_CODES, input.status), 8);
    if (input.companyType) want(filterCode(TYPE_CODES, input.companyType), 16);
    const filter = { mask, wanted };
    if (IDENTIFIER.test(compact) && /\d/.test(compact)) {
      const found = this.byIdentifier(compact, filter, collector());
      if (found.total > 0) return found;
    }
    return this.byName(input.q, filter, collector());
  }

  private passes(rank: number, filter: RankFilter): boolean {
    return filter.mask === 0 || ((this.parts.filters[rank] ?? 0) & filter.mask) === filter.wanted;
  }

  private result(collector: PageCollector, matchedBy: SearchResult['matchedBy']): SearchResult {
    return {
      total: Math.min(collector.count, COUNT_CAP),
      totalIsCapped: collector.count > COUNT_CAP,
      matchedBy,
      items: collector.ranks().map((rank) => this.summary(rank)),
    };
  }

  private summary(rank: number) {
    const { summaries, summaryEnds } = this.parts;
    const start = rank === 0 ? 0 : (summaryEnds[rank - 1] ?? 0);
    const values = JSON.parse(summaries.toString('utf8', start, summaryEnds[rank])) as (
      | string
      | null
    )[];
    const summaryRow = {} as Record<string, string | null>;
    SUMMARY_FIELDS.forEach((field, i) => {
      summaryRow[field] = values[i] ?? null;
    });
    return companySummary(summaryRow as unknown as CompanySummaryRow);
  }

  /**
   * Companies whose names share the most of `text`'s grams, best first: what name matching
   * (a portfolio upload) scores further. Unlike `search`, a company need not hold every gram, so
   * a typo, a missing space or a dropped legal form still finds it. The rarest grams propose
   * candidates (each weighted by how rare it is, so a shared brand counts for more than a
   * shared "Trading"), at least one gram of every word, then more until about
   * `CANDIDATE_POSTINGS` postings have been read: the cost of one name stays bounded however
   * common its words are.
   *
   * With `jurisdiction`, only companies registered there are proposed.
   *
   * @example index.similarNames('Apex Enginering', 20) // [{ keyNo, nameZh, nameEn, … }, …]
   */
  similarNames(
    text: string,
    limit: number,
    jurisdiction?: string,
  ): ReturnType<typeof companySummary>[] {
    return this.similarRanks(text, limit, jurisdiction).map((rank) => this.summaryAt(rank));
  }

  /**
   * `similarNames` as ranks, best first, for a caller that reads the same companies many times
   * and keeps their summaries (`summaryAt`) rather than reading them again for each name.
   *
   * @example index.similarRanks('Apex Enginering', 20, 'GB') // [17, 4023, …]
   */
  similarRanks(text: string, limit: number, jurisdiction?: string): number[] {
    const filter: RankFilter = jurisdiction
      ? { mask: 0xff, wanted: filterCode(JURISDICTION_CODES, jurisdiction) }
      : { mask: 0, wanted: 0 };
    const { gramIds, postingEnds, postings } = this.parts;
    const ranges: { start: number; end: number; word: number }[] = [];
    words(text).forEach((word, w) => {
      for (const gram of textGrams(word)) {
        const id = gramIds.get(gram);
        if (id === undefined) continue;
        ranges.push({
          start: id === 0 ? 0 : (postingEnds[id - 1] ?? 0),
          end: postingEnds[id] ?? 0,
          word: w,
        });
      }
    });
    if (ranges.length === 0) return [];
    ranges.sort((a, b) => a.end - a.start - (b.end - b.start));
    const wordsSeen = new Set<number>();
    const weights = this.candidateWeights;
    const touched: number[] = [];
    let read = 0;
    for (const range of ranges) {
      const length = range.end - range.start;
      const needed = !wordsSeen.has(range.word);
      if (!needed && read + length > CANDIDATE_POSTINGS) continue;
      wordsSeen.add(range.word);
      read += length;
      // Rarer grams weigh more (inverse document frequency).
      const weight = Math.log(1 + this.size / Math.max(length, 1));
      for (let at = range.start; at < range.end; at++) {
        const rank = postings[at] ?? 0;
        if (!this.passes(rank, filter)) continue;
        if ((weights[rank] ?? 0) === 0) touched.push(rank);
        weights[rank] = (weights[rank] ?? 0) + weight;
      }
    }
    // The best `limit` by weight, ties by rank (the better-known company first), kept in a
    // short sorted list rather than sorting every company touched.
    const best: number[] = [];
    const before = (a: number, b: number) =>
      (weights[a] ?? 0) > (weights[b] ?? 0) || ((weights[a] ?? 0) === (weights[b] ?? 0) && a < b);
    for (const rank of touched) {
      if (best.length === limit && !before(rank, best[limit - 1] as number)) continue;
      let at = best.length === limit ? limit - 1 : best.length;
      while (at > 0 && before(rank, best[at - 1] as number)) {
        best[at] = best[at - 1] as number;
        at--;
      }
      best[at] = rank;
    }
    for (const rank of touched) weights[rank] = 0;
    return best;
  }

  /**
   * The summary of the company at `rank` (see `similarRanks`).
   *
   * @example index.summaryAt(index.similarRanks('Apex', 1)[0] as number).keyNo
   */
  summaryAt(rank: number): ReturnType<typeof companySummary> {
    return this.summary(rank);
  }

  /** Names: every query gram's postings, intersected in rank order, then the substring test. */
  private byName(q: string, filter: RankFilter, collector: PageCollector): SearchResult {
    const wanted = queryGrams(q);
    if (wanted.length === 0) return this.result(collector, 'name');
    const { gramIds, postingEnds, postings, bitsetOf, bitsets } = this.parts;
    const words32 = Math.ceil(this.size / 32);
    const lists: PostingRange[] = [];
    for (const gram of wanted) {
      const id = gramIds.get(gram);
      if (id === undefined) return this.result(collector, 'name');
      const slot = bitsetOf[id] ?? -1;
      lists.push({
        start: id === 0 ? 0 : (postingEnds[id - 1] ?? 0),
        end: postingEnds[id] ?? 0,
        bits: slot < 0 ? -1 : slot * words32,
      });
    }
    // The rarest gram proposes the candidates; the others are tested by bit where they can be.
    lists.sort((a, b) => a.end - a.start - (b.end - b.start));
    const [shortest, ...others] = lists as [PostingRange, ...PostingRange[]];
    // A word of two characters, or one Chinese character, is its own gram: holding the gram
    // is holding the word. Other words need the substring test, as LIKE '%word%' does
    // (a lone Latin letter has no gram at all).
    const needles = words(q)
      .filter((word) => queryGrams(word).join() !== word)
      .map((word) => Buffer.from(word));
    const { texts, textEnds } = this.parts;
    candidates: for (let at = shortest.start; at < shortest.end; at++) {
      const rank = postings[at] ?? 0;
      if (!this.passes(rank, filter)) continue;
      for (const list of others) {
        if (list.bits >= 0) {
          if (((bitsets[list.bits + (rank >>> 5)] ?? 0) & (1 << (rank & 31))) === 0)
            continue candidates;
          continue;
        }
        list.start = lowerBound(postings, list.start, list.end, rank);
        if (list.start === list.end) break candidates;
        if (postings[list.start] !== rank) continue candidates;
      }
      if (needles.length > 0) {
        const start = rank === 0 ? 0 : (textEnds[rank - 1] ?? 0);
        const end = textEnds[rank] ?? 0;
        for (const needle of needles) {
          if (!bytesInclude(texts, start, end, needle)) continue candidates;
        }
      }
      if (!collector.add(rank)) break;
    }
    return this.result(collector, 'name');
  }

  /** Identifiers: the sorted keys starting with the query, best ranks first, each company once. */
  private byIdentifier(prefix: string, filter: RankFilter, collector: PageCollector): SearchResult {
    const { identifierKeys, identifierRanks } = this.parts;
    const bounds = new Uint32Array(2 * KEY_WORDS);
    packKey(prefix, bounds, 0, 0);
    packKey(prefix, bounds, KEY_WORDS, TOP_DIGIT);
    const first = lowerKey(identifierKeys, bounds, 0, false);
    const end = lowerKey(identifierKeys, bounds, KEY_WORDS, true);
    // A company can match by several identifiers: one bit per rank counts it once, and
    // reading the bits upwards gives the best ranks first.
    const marks = this.marks;
    let low = Number.POSITIVE_INFINITY;
    let high = -1;
    for (let entry = first; entry < end; entry++) {
      const rank = identifierRanks[entry] ?? 0;
      marks[rank >>> 5] = (marks[rank >>> 5] ?? 0) | (1 << (rank & 31));
      if (rank < low) low = rank;
      if (rank > high) high = rank;
    }
    if (high < 0) return this.result(collector, 'identifier');
    for (let word = low >>> 5; word <= high >>> 5; word++) {
      let bits = marks[word] ?? 0;
      marks[word] = 0;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        // Every mark is cleared, so the loop goes on past a full page.
        if (this.passes(word * 32 + bit, filter)) collector.add(word * 32 + bit);
      }
    }
    return this.result(collector, 'identifier');
  }
}

interface RankFilter {
  mask: number;
  wanted: number;
}

/**
 * The two orders of one sort key over the ranks, largest first and smallest first, with
 * companies that have no value last in both and ties in rank order (as SQL's
 * `ORDER BY key DESC NULLS LAST, score DESC, id`): the distinct values are sorted natively,
 * then the ranks are placed by counting, so a million rows take no comparison sort.
 */
async function sortOrders(keys: Float64Array): Promise<{ desc: SortOrder; asc: SortOrder }> {
  const n = keys.length;
  const distinct = keys.filter((key) => !Number.isNaN(key)).sort();
  let d = 0;
  for (let i = 0; i < distinct.length; i++)
    if (i === 0 || distinct[i] !== distinct[d - 1]) distinct[d++] = distinct[i] ?? 0;
  const bucketOf = new Uint32Array(n);
  for (let rank = 0; rank < n; rank++) {
    const key = keys[rank] ?? Number.NaN;
    bucketOf[rank] = Number.isNaN(key) ? d : lowerBoundF64(distinct, d, key);
    if (rank % SLICE === SLICE - 1) await yieldToEventLoop();
  }
  const place = (bucket: (rank: number) => number): SortOrder => {
    const starts = new Uint32Array(d + 2);
    for (let rank = 0; rank < n; rank++)
      starts[bucket(rank) + 1] = (starts[bucket(rank) + 1] ?? 0) + 1;
    for (let b = 1; b < starts.length; b++) starts[b] = (starts[b] ?? 0) + (starts[b - 1] ?? 0);
    const rankAt = new Uint32Array(n);
    const positionOf = new Uint32Array(n);
    for (let rank = 0; rank < n; rank++) {
      const b = bucket(rank);
      const position = starts[b] ?? 0;
      starts[b] = position + 1;
      rankAt[position] = rank;
      positionOf[rank] = position;
    }
    return { rankAt, positionOf };
  };
  const asc = place((rank) => bucketOf[rank] ?? 0);
  await yieldToEventLoop();
  const desc = place((rank) => {
    const b = bucketOf[rank] ?? 0;
    return b === d ? d : d - 1 - b;
  });
  return { desc, asc };
}

/** The first index below `end` of sorted `values` holding a value ≥ `value`. */
function lowerBoundF64(values: Float64Array, end: number, value: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Sorts packed keys (KEY_WORDS words each) and their ranks together: a least-significant-digit
 * radix sort, one stable counting pass per 16 bits, that moves the keys along so every pass
 * reads memory in order, and pauses for the event loop after each pass (a comparison sort of
 * three million identifiers would hold it for seconds).
 */
async function sortKeys(
  keys: Uint32Array,
  ranks: Uint32Array,
): Promise<{ keys: Uint32Array; ranks: Uint32Array }> {
  const count = ranks.length;
  let fromKeys: Uint32Array = keys;
  let fromRanks: Uint32Array = ranks;
  let toKeys: Uint32Array = new Uint32Array(keys.length);
  let toRanks: Uint32Array = new Uint32Array(count);
  const counts = new Uint32Array(0x10001);
  await yieldToEventLoop();
  for (let pass = KEY_WORDS * 2 - 1; pass >= 0; pass--) {
    const word = pass >>> 1;
    const shift = pass & 1 ? 0 : 16;
    counts.fill(0);
    for (let i = 0; i < count; i++) {
      const digit = ((fromKeys[i * KEY_WORDS + word] ?? 0) >>> shift) & 0xffff;
      counts[digit + 1] = (counts[digit + 1] ?? 0) + 1;
      if (i % SLICE === SLICE - 1) await yieldToEventLoop();
    }
    // Every key has the same 16 bits here (padding, a shared prefix): nothing to move.
    if (counts.some((n) => n === count)) continue;
    for (let d = 1; d < counts.length; d++) counts[d] = (counts[d] ?? 0) + (counts[d - 1] ?? 0);
    for (let i = 0; i < count; i++) {
      const digit = ((fromKeys[i * KEY_WORDS + word] ?? 0) >>> shift) & 0xffff;
      const at = counts[digit] ?? 0;
      counts[digit] = at + 1;
      for (let w = 0; w < KEY_WORDS; w++)
        toKeys[at * KEY_WORDS + w] = fromKeys[i * KEY_WORDS + w] ?? 0;
      toRanks[at] = fromRanks[i] ?? 0;
      if (i % SLICE === SLICE - 1) await yieldToEventLoop();
    }
    [fromKeys, toKeys] = [toKeys, fromKeys];
    [fromRanks, toRanks] = [toRanks, fromRanks];
    await yieldToEventLoop();
  }
  return { keys: fromKeys, ranks: fromRanks };
}

/**
 * The first entry whose key is ≥ (or, with `after`, >) the key at `bound[at..]`, by binary
 * search over the sorted packed keys.
 */
function lowerKey(keys: Uint32Array, bound: Uint32Array, at: number, after: boolean): number {
  let lo = 0;
  let hi = keys.length / KEY_WORDS;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let order = 0;
    for (let w = 0; w < KEY_WORDS && order === 0; w++)
      order = (keys[mid * KEY_WORDS + w] ?? 0) - (bound[at + w] ?? 0);
    if (order < 0 || (after && order === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Rows by rank: highest score first, then lowest row (rows come by ascending id). Scores are
 * small integers in practice, so a counting sort does it in two passes without comparisons
 * (a comparison sort of a million rows would hold the event loop for a noticeable moment);
 * a wide range falls back to sorting.
 */
function rankOrder(scores: Int32Array): Uint32Array {
  const n = scores.length;
  const order = new Uint32Array(n);
  let low = 0;
  let high = 0;
  scores.forEach((score, row) => {
    if (row === 0 || score < low) low = score;
    if (row === 0 || score > high) high = score;
  });
  if (high - low > 4 * n + 1024) {
    for (let row = 0; row < n; row++) order[row] = row;
    return order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  }
  // starts[k]: where the rows of the k-th highest score begin.
  const starts = new Uint32Array(high - low + 2);
  for (const score of scores) starts[high - score + 1] = (starts[high - score + 1] ?? 0) + 1;
  for (let k = 1; k < starts.length; k++) starts[k] = (starts[k] ?? 0) + (starts[k - 1] ?? 0);
  scores.forEach((score, row) => {
    const at = starts[high - score] ?? 0;
    order[at] = row;
    starts[high - score] = at + 1;
  });
  return order;
}

/** Whether `haystack[start..end)` holds the bytes of `needle` (UTF-8: bytes match as characters do). */
function bytesInclude(haystack: Buffer, start: number, end: number, needle: Buffer): boolean {
  const first = needle[0];
  const last = end - needle.length;
  outer: for (let i = start; i <= last; i++) {
    if (haystack[i] !== first) continue;
    for (let k = 1; k < needle.length; k++) {
      if (haystack[i + k] !== needle[k]) continue outer;
    }
    return true;
  }
  return false;
}

/** The first position in `list[from..to)` (ascending) holding a value ≥ `value`: gallops, then halves. */
function lowerBound(list: Uint32Array, from: number, to: number, value: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < to && (list[hi] ?? 0) < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > to) hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
