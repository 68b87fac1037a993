/**
 * Types of the interface words: what components, forms and loaders say beyond the pages'
 * labels. Both locales fill the same keys. `{name}`-style placeholders are filled in by the
 * app with `fillTemplate`; keep each one, in whatever place the language needs it. Spaces at
 * the start or end of a string are part of the text: the app writes it straight after another.
 */

/** The notice when a page's code does not arrive in time (SPEC §9), on every page. */
export interface RouteEffectsText {
  chunkTitle: string;
  chunkBody: string;
  retry: string;
  close: string;
}

/** The link to the same page in the other version of the site, at the foot of every page. */
export interface VersionSwitchText {
  desktop: string;
  mobile: string;
  /** Names the link's region for screen readers. */
  label: string;
}

/** The bar of calls to action at the bottom of the phone's marketing pages. */
export interface MobileActionBarText {
  /** Names the bar for screen readers. */
  actions: string;
  demo: string;
  login: string;
  search: string;
}

/** The page shown when the server cannot render a page. */
export interface RootErrorText {
  heading: string;
  detail: string;
}

/**
 * The few words a page has before the site knows its language (the server's data did not
 * arrive): the app shows both languages side by side, "页面不存在 / Page not found".
 */
export interface RootFallbackText {
  notFound: string;
  backHome: string;
  error: string;
}

/** The bar above the header of a logged-in user. */
export interface SignedInBarText {
  /** Names the bar for screen readers. */
  region: string;
  menu: string;
  /** `{name}`: the login name. */
  signedIn: string;
  /**
   * The account navigation's groups (issue 34): the menu buttons on the desktop, the drawer's
   * headings on phones. Home and log out stand apart.
   */
  groupWorkspace: string;
  groupTeam: string;
  groupDevelopers: string;
  groupAccount: string;
  /** The account navigation's links, group by group. */
  home: string;
  liveSearch: string;
  /** The user's ordered reports. */
  myReports: string;
  /** The team page (issue 26): its members. */
  team: string;
  /** The team's shared lists and notes, and (for those who may see it) its audit trail. */
  teamLists: string;
  teamAudit: string;
  /** A portfolio uploaded in one go, reviewed and watched (issue 28). */
  portfolio: string;
  /** The API keys page and the API usage page. */
  apiKeys: string;
  apiUsage: string;
  /** The public API reference (`/products-api/reference`). */
  apiReference: string;
  /** Monitoring alerts, and `{count}` unread ones (the link's badge, for screen readers). */
  alerts: string;
  alertsUnread: string;
  /** The same for exactly one ("1 unread alert"). */
  alertsUnreadOne: string;
  plan: string;
  /** Multi-factor authentication and signing out everywhere. */
  security: string;
  authorizations: string;
  activity: string;
  systemStatus: string;
  logout: string;
  /** The toast after logging out. */
  loggedOut: string;
  idle: string;
  networkError: string;
}

/** The login page of someone already logged in. */
export interface LoginPageText {
  /** `{name}`: the login name. */
  already: string;
  go: string;
}

/** The login form beyond its page labels: the authenticator step and why the visitor is here. */
export interface LoginFormText {
  totpCode: string;
  totpHint: string;
  totpInvalid: string;
  mfaStep: string;
  /** `{name}`: the login name or mobile number typed in the first step. */
  loggingInAs: string;
  changeAccount: string;
  verify: string;
  idle: string;
  sessionEnded: string;
  inactiveDetail: string;
}

/** The activation page once the account is active. */
export interface UserActiveText {
  /** `{name}`: the login name. */
  account: string;
}

/** The demo-request and registration form beyond its page labels. */
export interface LeadFormText {
  nameRequired: string;
  companyRequired: string;
  mustAgree: string;
  again: string;
  /** Written straight after an optional field's label. */
  optional: string;
  phoneCountry: string;
}

/** The lead form's phone number outside mainland China; apps/api answers with the same words. */
export interface LeadPhoneText {
  invalid: string;
}

/** The live search page beyond its page labels. */
export interface LiveSearchText {
  resultsHeading: string;
  name: string;
  jurisdiction: string;
  /**
   * The results' heading when apps/api stopped counting (it counts up to 1,000 matches); replaces
   * the page's `results` label. `{count}`: the cap, with thousands separators ('1,000').
   */
  cappedResults: string;
  back: string;
  backToSearch: string;
  hint: string;
  detailsLoading: string;
  regNo: string;
  capital: string;
  /** The filter bar (three filters and a sort): its name, and the phone's fold of it. */
  filters: string;
  /** After `filters` on the phone's fold; `{count}`: filters and sort chosen (1 or more). */
  filtersChosen: string;
  clearFilters: string;
  allJurisdictions: string;
  status: string;
  allStatuses: string;
  /** The standing groups apps/api filters by. */
  statuses: Record<'active' | 'dormant' | 'deregistered' | 'revoked', string>;
  companyType: string;
  allCompanyTypes: string;
  /** The legal-form groups apps/api filters by. */
  companyTypes: Record<'limited' | 'joint-stock' | 'listed', string>;
  sort: string;
  sorts: Record<
    'relevance' | 'established-desc' | 'established-asc' | 'capital-desc' | 'capital-asc',
    string
  >;
  /** The share-count (股本) column. */
  shares: string;
  /** A limited-liability company's share count: it has none. */
  noShares: string;
  /** Nothing matched with filters on: the page offers to clear them. */
  noFilteredResults: string;
}

/** The phone's result cards of live search and their "load more" button. */
export interface LiveSearchCardsText {
  pageSize: string;
  /** A choice of the page size; `{size}`: 10, 20, 50, 80 or 100. */
  option: string;
  more: string;
  /** `{shown}`: results on screen; `{total}`: results found. */
  shown: string;
  /** `{total}`: results found, all on screen. */
  all: string;
  /** As `shown` when apps/api stopped counting: `{total}` is the cap ('1,000'), more were found. */
  shownCapped: string;
  /** The end of the cards when apps/api stopped counting: `{total}` (the cap) are on screen. */
  allCapped: string;
  earlier: string;
}

/** The phone's company page. */
export interface EnterpriseDetailsText {
  back: string;
  backToSearch: string;
  loading: string;
  invalid: string;
  findHeading: string;
  hint: string;
}

/** A company's register data, shareholders, officers and investments. */
export interface CompanyDetailsText {
  uscc: string;
  /** The names a source gives beside the legal one (GLEIF's other and transliterated names). */
  otherNames: string;
  /** GLEIF's headquarters address, beside the registered one. */
  headquartersAddress: string;
  jurisdiction: string;
  companyType: string;
  /** Heads the column saying whether a shareholder is a person or a company. */
  kind: string;
  person: string;
  company: string;
  subscribedCapital: string;
  effective: string;
  ubo: string;
  yes: string;
  no: string;
  executives: string;
  position: string;
  name: string;
  investments: string;
  leiStatus: string;
  leiRenewal: string;
  /** Under each block: where its data comes from ('{register}'), and when it was read ('{date}'). */
  source: string;
  asOf: string;
  /** Beneficial owners are worked out from the register's shareholders and officers. */
  sourceDerived: string;
  /** Investments and other roles come from the other companies' registers too. */
  sourceNetwork: string;
  /** The register each jurisdiction's data comes from, and the words when it is unknown. */
  registers: Record<JurisdictionCode, string>;
  registerUnknown: string;
  /** The source of an imported record: a GLEIF golden copy, or BODS statements. */
  sourceGleif: string;
  sourceBods: string;
  /** GLEIF's accounting-consolidation parents (not shareholdings). */
  parents: string;
  parentsIntro: string;
  parentDirect: string;
  parentUltimate: string;
  /** The parents table's status column: current, or ended on '{date}' (or with no date given). */
  parentStatus: string;
  parentCurrent: string;
  parentEnded: string;
  parentEndedUndated: string;
  /** A relationship's RelationshipStatus INACTIVE in the history (ACTIVE is parentCurrent). */
  parentInactive: string;
  /** The ownership map's title when it also draws consolidation parents. */
  mapWithParents: string;
  /**
   * Said instead of an empty block that the record's source cannot fill: GLEIF publishes no
   * officers, shareholders or beneficial owners.
   */
  gleifNoOfficers: string;
  gleifNoShareholders: string;
  gleifNoOwners: string;
  /** The company's change history (imports), as a dated list. */
  history: string;
  historyIntro: string;
  historyEmpty: string;
  /** '{field}' changed from '{before}' to '{after}'. */
  historyChange: string;
  /** '{date}' the source gives for the change; '{seen}' when it was imported. */
  historyDates: string;
  historyNone: string;
  /** Words for the fields a change names (GLEIF columns by their published names). */
  historyFields: Record<string, string>;
  /**
   * A relationship's period column ('IS_DIRECTLY_CONSOLIDATED_BY Relationship.Period.2.endDate'):
   * '{parent}' (parentDirect or parentUltimate), the period's number '{n}' and '{part}'.
   */
  historyPeriod: string;
  historyPeriodParts: { startDate: string; endDate: string; periodType: string };
  /** The BODS 0.4 download of the ownership graph. */
  exportBods: string;
  /** The beneficial owners' block: the legal basis, the threshold form and each person. */
  ownersBasis: string;
  threshold: string;
  thresholdApply: string;
  totalShare: string;
  beneficialOwner: string;
  /** '{threshold}' is the threshold in percent ('25%'). */
  notBeneficialOwner: string;
  /** Heads the people below the threshold: '{count}' of them, '{threshold}' ('25%'). */
  othersBelow: string;
  ruleEquity: string;
  /** '{roles}': the person's roles in the company that show control. */
  ruleControl: string;
  ruleSeniorManager: string;
  /** Said once above the list when the senior-manager fallback applied. */
  fallbackNote: string;
  legalRepresentative: string;
  chains: string;
  /** The company asked about, at the end of each chain. */
  thisCompany: string;
  noShares: string;
  noOwners: string;
  /** The officers' and personal shareholders' other companies (relations). */
  relations: string;
  relationsIntro: string;
  relationsMap: string;
  /** '{roles}': the person's roles here ('执行董事、股东 30.00%'). */
  rolesHere: string;
  /** '{percent}': a holding in another company. */
  holds: string;
  noOtherRoles: string;
  /** Outward investments by layer: '{layer}' is 2 or 3. */
  layerDirect: string;
  layer: string;
  heldBy: string;
  /** Between the items of a short list (roles). */
  listSeparator: string;
}

/** The registers apps/api covers, by ISO country code. */
export type JurisdictionCode = 'CN' | 'HK' | 'SG' | 'GB' | 'US';
export type JurisdictionsText = Record<JurisdictionCode, string>;

/** The hint under the ownership map on a phone. */
export interface TouchOwnershipMapText {
  hint: string;
}

/** The authorisation page beyond its page labels. */
export interface AuthorizeText {
  companyRequired: string;
  preview: string;
  declined: string;
  reconsider: string;
}

/** The authorisation letter a company signs. */
export interface AuthorizationLetterText {
  addressee: string;
  /** `{company}`: the authorising company's name. */
  body: string;
  /** What the letter authorises, one item per line. */
  scope: string[];
  duty: string;
  /** `{date}`: the last day of validity, already formatted. */
  validity: string;
  /** Stands for the company's name until one is typed. */
  blank: string;
  /** Between the scope's items when they are written on one line. */
  scopeSeparator: string;
}

/** How often a service package is billed (apps/api's codes). */
export type ServicePeriod = '1y' | '30d' | 'call' | '1m';
/** What a service package includes (apps/api's codes). */
export type ServiceFeature =
  | 'live-search'
  | 'enterprise-details'
  | 'ubo-map'
  | 'equity-map'
  | 'relationship-map'
  | 'op-log'
  | 'team'
  | 'reports'
  | 'api'
  | 'ubo-data'
  | 'real-time';

/** The choice of a service package. */
export interface ServiceSelectionText {
  breadcrumb: string;
  choose: string;
  chooseOne: string;
  price: string;
  priceHidden: string;
  /** Written straight after a price. */
  period: Record<ServicePeriod, string>;
  features: Record<ServiceFeature, string>;
  /** Marks the package the user is on now. */
  current: string;
  /** The three steps, as the step list names them. */
  steps: string;
  stepChoose: string;
  stepConfirm: string;
  stepDone: string;
  confirmTitle: string;
  /** Above a purchase: what confirming does. */
  purchaseIntro: string;
  /** Above a request for the account manager (users who may not see prices). */
  requestIntro: string;
  package: string;
  payment: string;
  includes: string;
  note: string;
  noteHint: string;
  noteTooLong: string;
  /** Stores a purchase at the price shown. */
  confirmPurchase: string;
  /** Stores a request for a call, for users who may not see prices. */
  requestCall: string;
  changePackage: string;
  donePurchase: string;
  donePurchaseDetail: string;
  doneRequest: string;
  doneRequestDetail: string;
  reference: string;
  referenceHint: string;
  submittedAt: string;
  /** Back to the page the user came from (`from`), its query kept. */
  backToFrom: string;
  requestNotFound: string;
}

/** The system status page beyond its page labels. */
export interface SystemStatusText {
  component: string;
  state: string;
  operational: string;
  /** `{value}`: milliseconds. */
  ms: string;
  roundTrip: string;
  uptime: string;
  /** `{hours}` and `{minutes}` the account service has run. */
  uptimeValue: string;
  refreshing: string;
}

/** Report types a verified document can have (apps/api's codes). */
export type ReportType = 'KYC_STANDARD' | 'UBO' | 'EQUITY_STRUCTURE';

/** The report verification page beyond its page labels. */
export interface VerifydocText {
  reportNo: string;
  reportNoRequired: string;
  codeRequired: string;
  /** The optional report file (a PDF): its label, hint and the messages of its checks. */
  file: string;
  fileHint: string;
  fileTooLarge: string;
  fileNotPdf: string;
  fileUnreadable: string;
  /** The chooser's button and what it says before a file is chosen (the page's language, not the browser's). */
  chooseFile: string;
  noFileChosen: string;
  removeFile: string;
  /** In the result: the name of the file that was checked. */
  checkedFile: string;
  /** Number, code and file match the report issued. */
  fileGenuine: string;
  fileGenuineDetail: string;
  /** Number and code are right, the file is not the one issued. */
  fileChanged: string;
  fileChangedDetail: string;
  /** Number and code are right; no file was kept for that report, so the file is not compared. */
  noFileOnRecord: string;
  noFileOnRecordDetail: string;
  reportType: string;
  language: string;
  pages: string;
  jurisdiction: string;
  result: string;
  reportTypes: Record<ReportType, string>;
}

/**
 * The Workspace page's live ownership map, worded by the loader so that the page receives one
 * language's words. The intro promises only what works both on the desktop app (the interactive
 * map: drag, pinch, Ctrl + wheel, Tab and arrow keys) and on the mobile app's static page (a
 * natively scrolling viewport: a swipe, the browser's pinch zoom, Tab to the viewport and the
 * arrow keys).
 */
export interface WorkspaceShowcaseText {
  title: string;
  intro: string;
  /**
   * The intro where the map is drawn without its controls (a page served without React): the
   * box scrolls natively, there is no drag or zoom of the map itself.
   */
  staticIntro: string;
  /** `{company}`: the company's names. */
  mapTitle: string;
  unavailable: string;
}

/** GLEIF's registration and entity statuses. */
export type LeiStatus = 'ISSUED' | 'LAPSED' | 'ACTIVE' | 'INACTIVE';

/** The kinds of other name GLEIF gives (OtherEntityName and TransliteratedOtherEntityName types), and BODS `alternateName`. */
export type OtherNameType =
  | 'ALTERNATIVE_LANGUAGE_LEGAL_NAME'
  | 'PREVIOUS_LEGAL_NAME'
  | 'TRADING_OR_OPERATING_NAME'
  | 'AUTO_ASCII_TRANSLITERATED_LEGAL_NAME'
  | 'PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME'
  | 'alternateName';

/** The LEI look-up's form and record, worded by the loader: the page receives one language's. */
export interface LeiLookupText {
  field: string;
  notFound: string;
  result: string;
  lei: string;
  legalName: string;
  otherName: string;
  jurisdiction: string;
  registrationStatus: string;
  entityStatus: string;
  initialRegistrationDate: string;
  nextRenewalDate: string;
  managingLou: string;
  /**
   * The data holds only the LOU's code (the LEI's first four characters), not its name.
   * `{code}`: that code.
   */
  louCode: string;
  legalAddress: string;
  /** The entity's other and transliterated names, listed. */
  otherNames: string;
  headquartersAddress: string;
  /** What kind of other name each one is (a kind not listed is left out). */
  nameTypes: Record<OtherNameType, string>;
  /** One other name with its kind: `{name}`, `{type}`. */
  nameWithType: string;
  /** Between two other names in a list. */
  nameSeparator: string;
  status: Record<LeiStatus, string>;
  /** A country or region: `{name}` in the page's language, its `{code}`: "中国香港（HK）". */
  region: string;
}

/**
 * The words of articles and the legal document beyond their content, passed by their loaders:
 * the page receives one language's words.
 */
export interface PageText {
  /** Between a label and its value ('：' in Chinese, ': ' in English). */
  colon: string;
  /** Between the items of a byline or a source line. */
  separator: string;
  /** The title of an article's summary section. */
  summary: string;
  disclaimerLabel: string;
  /** Before the legal document's version number. */
  version: string;
  /** Before the legal document's effective date. */
  effective: string;
  /** Before a clause's number and heading, naming the link to that clause. */
  clauseLink: string;
}

/**
 * Ordering a report from a company's page, and the catalogue signed-in visitors see on
 * /products-report. Kinds' names and descriptions come from the API's catalogue; `{kind}` is
 * one in the sentence, `{company}` the company, `{credits}` and `{balance}` credits in words
 * (`credits` / `creditsOne`), `{price}` an amount with its currency.
 */
export interface ReportOrderText {
  /** Link from the notice of an order above the member's cap to the team page, where the request's state shows. */
  approvalLink: string;
  heading: string;
  /** `{company}`: the company's name. */
  intro: string;
  kindLegend: string;
  /** `{credits}`: a number of credits (2 and more, or 0). */
  credits: string;
  creditsOne: string;
  /** What an order costs a post-pay account, beside each kind. */
  invoicedEach: string;
  /** `{balance}`: credits in words. */
  balance: string;
  /** A post-pay account has no balance: its orders are invoiced. */
  invoiced: string;
  language: string;
  /** The report's language, named in the page's language. */
  languages: Record<'zh-CN' | 'en', string>;
  review: string;
  confirmHeading: string;
  confirmCredits: string;
  /** Post-pay with the price shown (`{price}`), and without it. */
  confirmInvoice: string;
  confirmInvoiceNoPrice: string;
  /** `{language}`: the report's language in words. */
  confirmLanguage: string;
  confirm: string;
  back: string;
  /** The user asked to be reminded of repeat orders: `{date}` and `{reportNo}` of the earlier one. */
  duplicate: string;
  duplicateQuestion: string;
  /** The balance does not cover the kind: `{balance}` and `{credits}` in words. */
  shortOfCredits: string;
  topUp: string;
  renew: string;
  /** The form came without a known kind or language (a changed page). */
  invalidChoice: string;
  /** `{reportNo}`: the new order's report number. */
  ordered: string;
  orderedDetail: string;
  myReports: string;
  /** Orders of this company already placed: `{count}`. */
  previous: string;
  /** /products-report, signed in: the catalogue and where ordering happens. */
  catalogueIntro: string;
  findCompany: string;
}

/** The link from a company (search result or company page) to adding it to a shared list. */
export interface TeamLinkText {
  /** Opens the shared lists page with the company: add it to a list, read the team's notes. */
  addToList: string;
}

/**
 * The public API's operations in words, by operationId (apps/api's /v1/openapi.json): the price
 * list, the usage page and the reference name them so.
 */
export interface ApiOperationsText {
  searchCompanies: string;
  getCompany: string;
  listShareholders: string;
  listOfficers: string;
  listInvestments: string;
  getBeneficialOwners: string;
  getCompanyHistory: string;
  getOwnershipBods: string;
  createReport: string;
  getReport: string;
  getReportPdf: string;
  verifyReport: string;
  getUsage: string;
  listWatches: string;
  createWatch: string;
  deleteWatch: string;
  listEvents: string;
  createWebhook: string;
  listWebhooks: string;
  getWebhook: string;
  updateWebhook: string;
  deleteWebhook: string;
  listWebhookDeliveries: string;
  replayWebhookDelivery: string;
  /** Watching a company (monitoring), billed per company and month. */
  watchCompany: string;
}

/** The price list of the API, on the keys page and /products-api (users who may see prices). */
export interface ApiPricesText {
  heading: string;
  intro: string;
  operation: string;
  /** Column header: the price of one successful call. */
  price: string;
  /** Ordering a report through the API costs what the report costs on the site. */
  reportPrice: string;
  /** A price of 0. */
  free: string;
  /** Watching is priced per company and month: `{price}`. */
  perCompanyMonth: string;
  /** `{balance}`: the prepaid API balance with its currency. */
  balance: string;
  /** A post-pay account: calls go on the monthly invoice. */
  invoiced: string;
  /** A link to the keys page. */
  manageKeys: string;
  usageLink: string;
}

/**
 * The API keys page. `{name}`, `{prefix}`, `{date}`, `{perSecond}`, `{perDay}` as named in each
 * string.
 */
export interface ApiKeysText {
  listHeading: string;
  empty: string;
  name: string;
  mode: string;
  modeTest: string;
  modeLive: string;
  prefix: string;
  scopes: string;
  allowedCidrs: string;
  anyAddress: string;
  created: string;
  lastUsed: string;
  never: string;
  status: string;
  active: string;
  /** `{date}`: when it was revoked. */
  revoked: string;
  /** `{date}`: until when the secret before the last rotation still works. */
  previousValid: string;
  actions: string;
  /** The scopes in words. */
  scope_companiesRead: string;
  scope_beneficialOwnersRead: string;
  scope_reportsOrder: string;
  scope_monitoring: string;
  createHeading: string;
  namePlaceholder: string;
  modeHint: string;
  scopesLegend: string;
  cidrsLabel: string;
  cidrsHint: string;
  create: string;
  /** The secret, shown once after creating or rotating `{name}`. */
  secretHeading: string;
  secretOnce: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
  rotate: string;
  rotateHeading: string;
  graceLabel: string;
  graceNone: string;
  graceOneDay: string;
  /** `{days}`: 2 to 7. */
  graceDays: string;
  rotateConfirm: string;
  revoke: string;
  /** `{name}`: the key's name. */
  revokeQuestion: string;
  revokeConfirm: string;
  revokedNotice: string;
  cancel: string;
  /** The user may not manage keys: why, and who can. */
  cannotManage: string;
  limitsHeading: string;
  /** `{perSecond}` calls a second and `{perDay}` a day. */
  limitsTest: string;
  limitsLive: string;
  referenceLink: string;
  usageLink: string;
  /** A form came back without a key or choice the page knows (a changed page). */
  invalidChoice: string;
}

/** The API usage page. */
export interface ApiUsageText {
  rangeLegend: string;
  from: string;
  to: string;
  modeLegend: string;
  modeLive: string;
  modeTest: string;
  /** Test calls are kept at price 0. */
  testNote: string;
  show: string;
  chartHeading: string;
  /** The chart's text alternative: `{from}`, `{to}`, `{calls}` calls in all, `{peak}` at most a day. */
  chartSummary: string;
  /** `{day}`: `{calls}` calls. */
  chartBar: string;
  tableHeading: string;
  day: string;
  operation: string;
  calls: string;
  amount: string;
  /** `{calls}` in all and `{amount}` with its currency. */
  totals: string;
  empty: string;
  csv: string;
  keysLink: string;
  timeZone: string;
}

/** The API reference (/products-api/reference) and its try-it. */
export interface ApiReferenceText {
  contents: string;
  operationsHeading: string;
  parameters: string;
  paramName: string;
  paramIn: string;
  paramRequired: string;
  paramDescription: string;
  yes: string;
  no: string;
  requestBody: string;
  responses: string;
  status: string;
  meaning: string;
  /** A success answer, whose example follows. */
  success: string;
  example: string;
  curl: string;
  typescript: string;
  sandboxHeading: string;
  sandboxIntro: string;
  sandboxCode: string;
  sandboxName: string;
  sandboxIds: string;
  sandboxCase: string;
  /** A sandbox company's status (the register's own word) in this language, where it differs. */
  sandboxStatus: Record<string, string>;
  problemsHeading: string;
  problemsIntro: string;
  /** What each problem kind means and what to do, by kind. */
  problems: Record<string, string>;
  /** The document could not be read: the rest of the page still shows. */
  unavailable: string;
  documentLink: string;
  tryHeading: string;
  tryIntro: string;
  tryNoScript: string;
  tryKey: string;
  tryKeyHint: string;
  /** The key is not a test key. */
  tryTestOnly: string;
  tryOperation: string;
  tryRun: string;
  tryRunning: string;
  tryStatus: string;
  tryHeaders: string;
  tryBody: string;
  /** The call did not reach the site. */
  tryNetwork: string;
}

/**
 * Monitoring (issue 28): the watch control of company pages, search results and list pages,
 * the alerts page (filters, alerts, watches, alert mail) and the unsubscribe page. `kind_*`
 * name each kind of change, `rule_*` why a person is a beneficial owner, `mail_*` the alert
 * mail choices. Placeholders as named in each string.
 */
export interface MonitoringText {
  watchTitle: string;
  watchIntro: string;
  /** `{since}`: when the user's own watch began. */
  watching: string;
  /** `{lists}`: the watched lists holding the company. */
  watchingThrough: string;
  notWatching: string;
  watch: string;
  unwatch: string;
  /** Search results: a watched company's mark. */
  watchingShort: string;
  /** A watch button's name for screen readers: `{company}`. */
  watchCompany: string;
  unwatchCompany: string;
  /** `{price}` per company and month, from the prepaid balance. */
  pricePrepaid: string;
  /** `{price}` per company and month, on the monthly invoice. */
  priceInvoice: string;
  /** `{balance}`: the prepaid API balance. */
  balance: string;
  billedOnce: string;
  /** `{company}` */
  watchedNow: string;
  unwatchedNow: string;
  stillThroughList: string;
  companyAlerts: string;
  noPermission: string;
  /** The list page. `{count}`: its companies. */
  listWatching: string;
  listNotWatching: string;
  watchList: string;
  unwatchList: string;
  /** `{total}` a month for `{count}` companies at `{price}` each. */
  listPrice: string;
  /** `{list}` */
  listWatchedNow: string;
  listUnwatchedNow: string;
  /** The alerts page. */
  filters: string;
  list: string;
  allLists: string;
  company: string;
  allCompanies: string;
  kind: string;
  allKinds: string;
  unreadOnly: string;
  filter: string;
  clearFilters: string;
  alertsHeading: string;
  /** `{count}` */
  unreadCount: string;
  unread: string;
  markRead: string;
  markAllRead: string;
  markedRead: string;
  /** `{count}` */
  markedAllRead: string;
  before: string;
  after: string;
  none: string;
  chain: string;
  source: string;
  register: string;
  sourceDate: string;
  seenAt: string;
  historyLink: string;
  empty: string;
  emptyFiltered: string;
  older: string;
  newest: string;
  timeZone: string;
  kind_name: string;
  kind_status: string;
  kind_address: string;
  kind_legal_representative: string;
  kind_registered_capital: string;
  kind_officers: string;
  kind_shareholders: string;
  kind_gleif_parents: string;
  kind_beneficial_owners: string;
  parentDirect: string;
  parentUltimate: string;
  rule_equity: string;
  rule_control: string;
  rule_senior_manager: string;
  /** Alert mail. `{email}` */
  mailTitle: string;
  mailHow: string;
  mailTo: string;
  noEmail: string;
  mail_off: string;
  mail_instant: string;
  mail_daily: string;
  mailSave: string;
  mailSaved: string;
  /** What the user watches. `{companies}`, `{lists}` */
  watchesTitle: string;
  watchesSummary: string;
  /** `{count}` companies not paid for this month. */
  unpaid: string;
  noWatches: string;
  watchedLists: string;
  watchedCompanies: string;
  how: string;
  own: string;
  /** `{lists}` */
  viaLists: string;
  paid: string;
  paidYes: string;
  paidNo: string;
  /** `{page}` of `{pages}` */
  pageOf: string;
  previous: string;
  next: string;
  /** The unsubscribe page. `{email}` */
  unsubQuestion: string;
  unsubSubmit: string;
  unsubDone: string;
  unsubAlreadyOff: string;
  unsubInvalid: string;
  unsubChooseAgain: string;
  unsubAlertsLink: string;
  invalidChoice: string;
}

/**
 * The status words the registers write, as the data holds them: the mainland register's in
 * Chinese, the Hong Kong, Singapore, UK and US registers' in English, GLEIF's entity status codes.
 */
export type RegisterStatusWord =
  | '存续'
  | '在业'
  | '注销'
  | '吊销'
  | 'Live'
  | 'Active'
  | 'Dissolved'
  | 'Dormant'
  | 'Inactive'
  | 'Liquidation'
  | 'Struck off'
  | 'ACTIVE'
  | 'INACTIVE';

/** Each register status word in the page's language (a word not listed shows as written). */
export type RegisterStatusText = Record<RegisterStatusWord, string>;
