/**
 * Types of the site content. Everything here is plain data: no JSX, no React, no functions.
 * Layout belongs to the apps (desktop `apps/site`, mobile `apps/mobile-site`).
 */

export type Locale = 'zh-CN' | 'en';

/** Route names, one per path of the site (SPEC §2). */
export type RouteName =
  | 'home'
  | 'productsWorkspace'
  | 'productsApi'
  | 'productsReport'
  | 'industriesBanking'
  | 'industriesPayments'
  | 'industriesManufacturing'
  | 'industriesCorporateServices'
  | 'insightsUboForChineseCompanies'
  | 'insightsGuidelinesInAsia'
  | 'insightsOnboardingRegulationsInChina'
  | 'insightsShellCompanyScanning'
  | 'aboutUsOurCompany'
  | 'aboutUsOurPartners'
  | 'aboutUsFaq'
  | 'lei'
  | 'enterpriseDetails'
  | 'termsConditions'
  | 'login'
  | 'register'
  | 'demoRequest'
  | 'userActive'
  | 'authorize'
  | 'authorizePrint'
  | 'bindMfa'
  | 'systemStatus'
  | 'liveSearch'
  | 'verifydoc'
  | 'serviceSelection'
  | 'account'
  | 'activity'
  | 'myReports'
  | 'team'
  | 'teamJoin'
  | 'teamLists'
  | 'teamAudit'
  | 'portfolio'
  | 'apiKeys'
  | 'apiUsage'
  | 'alerts'
  | 'alertsUnsubscribe'
  | 'productsApiReference';

/** Metadata every page carries (SPEC §2). */
export interface PageMeta {
  /** Title shown on the page or in the browser tab of account pages. */
  title: string;
  /** Route name, identical in every locale. */
  name: RouteName | 'notFound';
  /** Label sent with analytics events, identical in every locale (snake_case). */
  trackingLabel: string;
  /** Human-readable page name for analytics and the operation log. */
  pageName: string;
}

/** Metadata of a public marketing page: adds the `<title>` and the meta description. */
export interface MarketingMeta extends PageMeta {
  /** Text of the document `<title>`. */
  searchTitle: string;
  /** Meta description: 120–160 characters in English, 60–80 characters in Chinese. */
  description: string;
}

/** A link to a route of the site (a path such as `/demo-request`) or, rarely, elsewhere. */
export interface Link {
  label: string;
  href: string;
}

export interface HeroSection {
  kind: 'hero';
  id: string;
  eyebrow?: string;
  title: string;
  subtitle: string;
  bullets?: string[];
  primaryCta: Link;
  secondaryCta?: Link;
}

export interface FeatureItem {
  title: string;
  description: string;
  /** Optional name of an icon the layout may map to a picture. */
  icon?: string;
  link?: Link;
}

export interface FeatureGridSection {
  kind: 'featureGrid';
  id: string;
  title: string;
  intro?: string;
  items: FeatureItem[];
}

export interface StatItem {
  /** Short figure as displayed, e.g. `60+`. */
  value: string;
  label: string;
  note?: string;
}

export interface StatsSection {
  kind: 'stats';
  id: string;
  title: string;
  intro?: string;
  items: StatItem[];
  /** Footnote explaining what the figures mean. */
  footnote?: string;
}

export interface StepItem {
  title: string;
  description: string;
}

export interface StepsSection {
  kind: 'steps';
  id: string;
  title: string;
  intro?: string;
  steps: StepItem[];
}

export interface CtaSection {
  kind: 'cta';
  id: string;
  title: string;
  body: string;
  primary: Link;
  secondary?: Link;
}

export interface RichTextSection {
  kind: 'richText';
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A code sample shown verbatim (for instance an API request and response). */
export interface CodeSection {
  kind: 'code';
  id: string;
  title: string;
  intro?: string;
  samples: { label: string; language: 'http' | 'json' | 'bash' | 'ts'; code: string }[];
  caption?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  kind: 'faq';
  id: string;
  title: string;
  items: FaqItem[];
}

/** A search box, e.g. the LEI look-up. */
export interface SearchSection {
  kind: 'search';
  id: string;
  title: string;
  placeholder: string;
  buttonLabel: string;
  hint: string;
}

export type Section =
  | HeroSection
  | FeatureGridSection
  | StatsSection
  | StepsSection
  | CtaSection
  | RichTextSection
  | CodeSection
  | FaqSection
  | SearchSection;

export type SectionKind = Section['kind'];

export interface MarketingPage {
  kind: 'marketing';
  meta: MarketingMeta;
  sections: Section[];
}

export interface ArticleSection {
  /** Anchor id, identical in every locale, used by the table of contents. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface ArticleSource {
  /** Name of the law, regulation or standard. */
  name: string;
  /** Issuer, when it helps identify the text. */
  issuer?: string;
  /** Dates that matter: adoption, effect, revision. Free text. */
  date: string;
}

export interface Article {
  kind: 'article';
  meta: MarketingMeta;
  title: string;
  summary: string;
  author: string;
  /** ISO date `YYYY-MM-DD`. */
  publishedAt: string;
  /** ISO date `YYYY-MM-DD`, not before `publishedAt`. */
  updatedAt: string;
  tags: string[];
  sections: ArticleSection[];
  sources: ArticleSource[];
  disclaimer: string;
}

export interface LegalClause {
  /** Section number as displayed, e.g. `1`, `7`. */
  number: string;
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  kind: 'legal';
  meta: MarketingMeta;
  title: string;
  version: string;
  /** ISO date `YYYY-MM-DD`. */
  effectiveDate: string;
  intro: string[];
  clauses: LegalClause[];
}

/** Label keys of each account or utility page; both locales fill the same keys. */
export interface UtilityLabelKeys {
  /** Login is a login name or mobile number and a password, then an authenticator code (no SMS). */
  login:
    | 'tabPassword'
    | 'account'
    | 'accountPlaceholder'
    | 'password'
    | 'passwordPlaceholder'
    | 'submit'
    | 'forgotPassword'
    | 'noAccount'
    | 'register'
    | 'agreePrefix'
    | 'termsLink'
    | 'mustAgree';
  register:
    | 'formTitle'
    | 'name'
    | 'namePlaceholder'
    | 'company'
    | 'companyPlaceholder'
    | 'jobTitle'
    | 'jobTitlePlaceholder'
    | 'email'
    | 'emailPlaceholder'
    | 'phone'
    | 'phonePlaceholder'
    | 'industry'
    | 'industryPlaceholder'
    | 'interest'
    | 'interestWorkspace'
    | 'interestApi'
    | 'interestReport'
    | 'message'
    | 'messagePlaceholder'
    | 'agreePrefix'
    | 'termsLink'
    | 'submit'
    | 'success'
    | 'successDetail'
    | 'haveAccount'
    | 'login';
  userActive:
    | 'activating'
    | 'success'
    | 'successDetail'
    | 'expired'
    | 'expiredDetail'
    | 'setPassword'
    | 'confirmPassword'
    | 'passwordMismatch'
    | 'submit'
    | 'goLogin';
  authorize:
    | 'intro'
    | 'companyName'
    | 'authorizer'
    | 'scope'
    | 'validity'
    | 'agree'
    | 'decline'
    | 'print'
    | 'success'
    | 'expired';
  authorizePrint: 'documentTitle' | 'authorizerSeal' | 'date' | 'print' | 'back' | 'printHint';
  bindMfa:
    | 'intro'
    | 'passwordIntro'
    | 'passwordLabel'
    | 'passwordContinue'
    | 'alreadyBound'
    | 'codeInvalid'
    | 'preparing'
    | 'next'
    | 'signOutEverywhereHeading'
    | 'signOutEverywhereText'
    | 'signOutEverywhere'
    | 'step1'
    | 'step2'
    | 'step3'
    | 'scanHint'
    | 'manualKey'
    | 'codePlaceholder'
    | 'verify'
    | 'success'
    | 'invalidCode'
    | 'skip';
  /**
   * Service names in plain words, never implementation names: `componentWeb` the website,
   * `componentApi` the account service, `componentSearch` company search, `componentReports`
   * data storage (the key predates the wording). `responseTime` and `storageResponse` label
   * response times.
   */
  systemStatus:
    | 'allOperational'
    | 'degraded'
    | 'outage'
    | 'maintenance'
    | 'componentWeb'
    | 'componentApi'
    | 'componentSearch'
    | 'componentReports'
    | 'responseTime'
    | 'storageResponse'
    | 'lastUpdated'
    | 'refresh';
  /** The signed-in user's home page. `{days}`: days left; `{date}`: a date. */
  account:
    | 'plan'
    | 'loginName'
    | 'payment'
    | 'prepaid'
    | 'postpaid'
    | 'endDate'
    | 'noEndDate'
    | 'daysLeft'
    | 'ended'
    | 'renew'
    | 'recentSearches'
    | 'noSearches'
    | 'recentCompanies'
    | 'noCompanies'
    | 'recentActivity'
    | 'noActivity'
    | 'allActivity'
    | 'newSearch';
  /**
   * The operation log as a page. `op_*` describe one operation each (`{detail}`: the query, the
   * company or the reference it was about; for `op_service_confirm` and `op_service_request`
   * the package, with `{reference}` the request's); `opOther` any operation the page has no
   * words for.
   */
  activity:
    | 'when'
    | 'what'
    | 'empty'
    | 'newer'
    | 'older'
    | 'newest'
    | 'timeZone'
    | 'op_search'
    | 'op_open_company'
    | 'op_set_threshold'
    | 'op_verify_document'
    | 'op_bind_mfa'
    | 'op_authorize'
    | 'op_authorize_decline'
    | 'op_select_service_package'
    | 'op_service_select'
    | 'op_service_confirm'
    | 'op_service_request'
    | 'op_order_report'
    | 'op_download_report'
    | 'opOther';
  liveSearch:
    | 'placeholder'
    | 'search'
    | 'country'
    | 'allCountries'
    | 'results'
    | 'noResults'
    | 'registrationNumber'
    | 'status'
    | 'incorporated'
    | 'viewDetails';
  /**
   * Verification is by report number and verification code, and by the report file when one
   * is added (its words are in the interface catalogue, `verifydoc`).
   */
  verifydoc:
    | 'intro'
    | 'codePlaceholder'
    | 'verify'
    | 'valid'
    | 'validDetail'
    | 'invalid'
    | 'invalidDetail'
    | 'issuedAt'
    | 'subject';
  enterpriseDetails:
    | 'overview'
    | 'englishName'
    | 'localName'
    | 'registrationNumber'
    | 'lei'
    | 'status'
    | 'incorporated'
    | 'registeredCapital'
    | 'legalRepresentative'
    | 'address'
    | 'shareholders'
    | 'beneficialOwners'
    | 'shareCount'
    | 'percentage'
    /** A link to the request form (/demo-request): reports are requested through our team. */
    | 'orderReport'
    | 'loginToSeeMore';
  serviceSelection:
    | 'intro'
    | 'workspace'
    | 'workspaceDetail'
    | 'api'
    | 'apiDetail'
    | 'report'
    | 'reportDetail'
    | 'prepaid'
    | 'postpaid'
    | 'confirm'
    | 'back';
  /**
   * The user's ordered reports, newest first. `status_*` say where each order is
   * (`status_failed` with `{reason}`: the API's words); `credits`/`creditsOne` what was spent
   * (`{credits}`); `invoice` the invoice it went on (`{invoiceNo}`).
   */
  myReports:
    | 'company'
    | 'reportKind'
    | 'orderedAt'
    | 'status'
    | 'payment'
    | 'reference'
    | 'reportNo'
    | 'verifyCode'
    | 'actions'
    | 'status_received'
    | 'status_generating'
    | 'status_ready'
    | 'status_failed'
    | 'credits'
    | 'creditsOne'
    | 'invoice'
    | 'invoicePending'
    | 'download'
    | 'verify'
    | 'empty'
    | 'emptyHow'
    | 'findCompany'
    | 'updating'
    | 'older'
    | 'newest'
    | 'timeZone'
    | 'balance'
    | 'balanceOne'
    | 'invoiced';
  /**
   * The team page (issue 26): seats, the credit pool, members with their roles and caps,
   * invitations, orders waiting for approval, the roles in words and the audit check.
   * `status_*` say where a request is; `auditOk`/`auditAltered` the chain check's answer.
   */
  team:
    | 'yourRole'
    | 'seats'
    | 'pool'
    | 'members'
    | 'member'
    | 'role'
    | 'cap'
    | 'capHint'
    | 'noCap'
    | 'spent'
    | 'joined'
    | 'actions'
    | 'ownerName'
    | 'save'
    | 'remove'
    | 'saved'
    | 'removed'
    | 'invite'
    | 'inviteEmail'
    | 'inviteRole'
    | 'inviteSubmit'
    | 'invited'
    | 'pending'
    | 'expires'
    | 'roles'
    | 'permission'
    | 'granted'
    | 'notGranted'
    | 'mayDo'
    | 'mayNotDo'
    | 'requests'
    | 'requestsMine'
    | 'requester'
    | 'company'
    | 'reportKind'
    | 'credits'
    | 'status'
    | 'status_pending'
    | 'status_approved'
    | 'status_declined'
    | 'approve'
    | 'decline'
    | 'decidedBy'
    | 'noRequests'
    | 'auditLine'
    | 'auditOk'
    | 'auditAltered'
    | 'openAudit'
    | 'openLists'
    | 'timeZone'
    | 'mfaRule'
    | 'mfaOn'
    | 'mfaOff'
    | 'mfaTurnOn'
    | 'mfaTurnOff'
    | 'mfaTurnedOn'
    | 'mfaTurnedOff'
    | 'revoke'
    | 'revokeLabel'
    | 'revoked';
  /**
   * Joining a team from an invitation link: `intro` names the team and role; `mfa*` the
   * authenticator a team that requires MFA has the invitee bind (the binding's own words are
   * the Security page's).
   */
  teamJoin:
    | 'intro'
    | 'mfaHeading'
    | 'mfaIntro'
    | 'email'
    | 'loginName'
    | 'password'
    | 'passwordHint'
    | 'submit'
    | 'joined'
    | 'goTeam'
    | 'invalid';
  /**
   * A portfolio uploaded in one go (issue 28): upload, review, create the list and watch.
   * `{file}`, `{rows}`, `{seconds}`, `{chosen}`, `{leftOut}`, `{score}`, `{page}`, `{pages}`,
   * `{companies}`, `{fresh}`, `{price}`, `{total}`, `{list}` fill in.
   */
  portfolio:
    | 'uploadTitle'
    | 'intro'
    | 'columnsTitle'
    | 'colName'
    | 'colUscc'
    | 'colRegNo'
    | 'colLei'
    | 'colJurisdiction'
    | 'colReference'
    | 'limits'
    | 'free'
    | 'file'
    | 'uploadSubmit'
    | 'noFile'
    | 'chooseFile'
    | 'noFileChosen'
    | 'recentTitle'
    | 'fileName'
    | 'uploadedAt'
    | 'rows'
    | 'status'
    | 'statusReview'
    | 'statusWatched'
    | 'noUploads'
    | 'open'
    | 'reviewTitle'
    | 'summary'
    | 'matched'
    | 'ambiguous'
    | 'unmatched'
    | 'decided'
    | 'line'
    | 'inFile'
    | 'company'
    | 'how'
    | 'byUscc'
    | 'byRegNo'
    | 'byLei'
    | 'byName'
    | 'candidates'
    | 'candidateScore'
    | 'leaveOut'
    | 'saveChoices'
    | 'saved'
    | 'noRows'
    | 'downloadUnmatched'
    | 'unmatchedHint'
    | 'previous'
    | 'next'
    | 'pageOf'
    | 'watchTitle'
    | 'cost'
    | 'costNone'
    | 'listName'
    | 'watchSubmit'
    | 'watched'
    | 'openList'
    | 'needTeam'
    | 'nothingToWatch'
    | 'back'
    | 'alreadyWatched';
  /** Shared lists of companies and their notes (`noteMeta`: `{author}`, `{time}`). */
  teamLists:
    | 'portfolioLink'
    | 'lists'
    | 'name'
    | 'sharing'
    | 'sharedTeam'
    | 'sharedMembers'
    | 'createdBy'
    | 'companies'
    | 'create'
    | 'listName'
    | 'shareWith'
    | 'shareAll'
    | 'shareChosen'
    | 'createSubmit'
    | 'created'
    | 'empty'
    | 'open'
    | 'back'
    | 'addTitle'
    | 'addTo'
    | 'addSubmit'
    | 'added'
    | 'noListYet'
    | 'export'
    | 'company'
    | 'addedBy'
    | 'addedAt'
    | 'noCompanies'
    | 'notes'
    | 'teamNotes'
    | 'listNotes'
    | 'noNotes'
    | 'noteMeta'
    | 'edited'
    | 'deletedMark'
    | 'earlier'
    | 'writeNote'
    | 'noteBody'
    | 'noteSubmit'
    | 'noteSaved'
    | 'edit'
    | 'editSubmit'
    | 'delete'
    | 'teamNotesLink'
    | 'timeZone';
  /** The team's audit trail: filters, rows, CSV and the chain check; `action_*` name each action. */
  teamAudit:
    | 'person'
    | 'action'
    | 'from'
    | 'to'
    | 'filter'
    | 'all'
    | 'when'
    | 'who'
    | 'what'
    | 'target'
    | 'exportCsv'
    | 'empty'
    | 'older'
    | 'newest'
    | 'timeZone'
    | 'checkOk'
    | 'checkAltered'
    | 'action_search'
    | 'action_company_view'
    | 'action_report_order'
    | 'action_report_request'
    | 'action_report_approve'
    | 'action_report_decline'
    | 'action_report_download'
    | 'action_export'
    | 'action_member_invite'
    | 'action_member_join'
    | 'action_member_role'
    | 'action_member_cap'
    | 'action_member_remove'
    | 'action_list_create'
    | 'action_list_add'
    | 'action_list_remove'
    | 'action_note_write'
    | 'action_note_edit'
    | 'action_note_delete'
    | 'actionOther'
    | 'family_report'
    | 'family_member'
    | 'family_list'
    | 'family_note'
    | 'action_member_revoke'
    | 'action_team_mfa_on'
    | 'action_team_mfa_off'
    | 'family_team'
    | 'action_key_create'
    | 'action_key_rotate'
    | 'action_key_revoke'
    | 'family_key';
  /** The API keys page: its words are the interface table `apiKeys`. */
  apiKeys: never;
  /** The API usage page: its words are the interface table `apiUsage`. */
  apiUsage: never;
  /** Monitoring alerts, watches and alert mail: the interface table `monitoring`. */
  alerts: never;
  /** An alert mail's unsubscribe link (no sign-in): the interface table `monitoring`. */
  alertsUnsubscribe: never;
  notFound: 'heading' | 'detail' | 'backHome' | 'contact';
}

/** Short texts of an account or utility page. */
export interface UtilityPage<K extends string = string> {
  kind: 'utility';
  meta: PageMeta;
  heading: string;
  description: string;
  labels: Record<K, string>;
}

/** The content of each route, keyed by path. */
export interface PageByPath {
  '/': MarketingPage;
  '/products-workspace': MarketingPage;
  '/products-api': MarketingPage;
  /** The API reference: its introduction; the operations come from /v1/openapi.json. */
  '/products-api/reference': MarketingPage;
  '/products-report': MarketingPage;
  '/industries-banking': MarketingPage;
  '/industries-payments': MarketingPage;
  '/industries-manufacturing': MarketingPage;
  '/industries-corporate-services': MarketingPage;
  '/insights-ubo-for-chinese-companies': Article;
  '/insights-guidelines-in-asia': Article;
  '/insights-onboarding-regulations-in-china': Article;
  '/insights-shell-company-scanning': Article;
  '/about-us-our-company': MarketingPage;
  '/about-us-our-partners': MarketingPage;
  '/about-us-faq': MarketingPage;
  '/lei': MarketingPage;
  '/enterprise-details': UtilityPage<UtilityLabelKeys['enterpriseDetails']>;
  '/terms-conditions': LegalDocument;
  '/login': UtilityPage<UtilityLabelKeys['login']>;
  '/register': UtilityPage<UtilityLabelKeys['register']>;
  '/demo-request': UtilityPage<UtilityLabelKeys['register']>;
  '/user-active': UtilityPage<UtilityLabelKeys['userActive']>;
  '/authorize': UtilityPage<UtilityLabelKeys['authorize']>;
  '/authorize-print': UtilityPage<UtilityLabelKeys['authorizePrint']>;
  '/bind-mfa': UtilityPage<UtilityLabelKeys['bindMfa']>;
  '/system-status': UtilityPage<UtilityLabelKeys['systemStatus']>;
  '/live-search': UtilityPage<UtilityLabelKeys['liveSearch']>;
  '/verifydoc': UtilityPage<UtilityLabelKeys['verifydoc']>;
  '/service-selection': UtilityPage<UtilityLabelKeys['serviceSelection']>;
  '/account': UtilityPage<UtilityLabelKeys['account']>;
  '/activity': UtilityPage<UtilityLabelKeys['activity']>;
  '/my-reports': UtilityPage<UtilityLabelKeys['myReports']>;
  '/team': UtilityPage<UtilityLabelKeys['team']>;
  '/team-join': UtilityPage<UtilityLabelKeys['teamJoin']>;
  '/team-lists': UtilityPage<UtilityLabelKeys['teamLists']>;
  '/team-audit': UtilityPage<UtilityLabelKeys['teamAudit']>;
  '/portfolio': UtilityPage<UtilityLabelKeys['portfolio']>;
  '/api-keys': UtilityPage<UtilityLabelKeys['apiKeys']>;
  '/api-usage': UtilityPage<UtilityLabelKeys['apiUsage']>;
  '/alerts': UtilityPage<UtilityLabelKeys['alerts']>;
  '/alerts-unsubscribe': UtilityPage<UtilityLabelKeys['alertsUnsubscribe']>;
}

export type RoutePath = keyof PageByPath;

export type AnyPage = PageByPath[RoutePath];

/** Paths whose page is an account or utility page. */
export type UtilityRoutePath = {
  [P in RoutePath]: PageByPath[P] extends { kind: 'utility' } ? P : never;
}[RoutePath];

/** Paths whose page is a marketing page, an article or the legal document. */
export type PublicRoutePath = Exclude<RoutePath, UtilityRoutePath>;

export type UtilityPages = Pick<PageByPath, UtilityRoutePath>;

export interface RouteDef {
  path: RoutePath;
  name: RouteName;
}

export interface NavItem {
  label: string;
  href: RoutePath;
  description?: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export interface NavLabels {
  products: NavGroup;
  industries: NavGroup;
  insights: NavGroup;
  aboutUs: NavGroup;
  lei: NavItem;
  login: string;
  register: string;
  demoRequest: string;
  logout: string;
  /** Apply button when logged in with a real login (SPEC §3). */
  useNow: string;
  /** Apply button otherwise (SPEC §3). */
  applyTrial: string;
  openMenu: string;
  closeMenu: string;
  languageSwitch: string;
}

export interface FooterContent {
  tagline: string;
  columns: NavGroup[];
  /** Contains `{year}`, to be replaced by the current year. */
  copyright: string;
  termsLabel: string;
  disclaimer: string;
  brandNote: string;
}

/** Texts shared by many pages. */
export interface CommonLabels {
  loading: string;
  /** Empty table text (SPEC §9). */
  noData: string;
  dash: string;
  backToTop: string;
  readMore: string;
  tableOfContents: string;
  sources: string;
  author: string;
  publishedOn: string;
  updatedOn: string;
  relatedArticles: string;
  share: string;
  print: string;
  cancel: string;
  confirm: string;
  close: string;
  retry: string;
  networkError: string;
  sharesSuffix: string;
  /** Notice on expiry, contains `{days}`. */
  expiryWarning: string;
  /** Link to the service-selection page when the plan has ended and data is refused. */
  renewPlan: string;
  /** Link to the login page when the session is gone. */
  logIn: string;
}

export interface SiteContent {
  locale: Locale;
  brand: { name: string; shortName: string; slogan: string };
  /** Names of the languages, each in its own language. */
  languages: Record<Locale, string>;
  /** Alert shown on Internet Explorer below 11 (SPEC §1). */
  oldBrowserAlert: string;
  nav: NavLabels;
  footer: FooterContent;
  common: CommonLabels;
  pages: PageByPath;
  notFound: UtilityPage<UtilityLabelKeys['notFound']>;
}
