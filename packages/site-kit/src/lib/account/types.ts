import type { StoredUser } from '@kyc/auth';
import type { WebapiAnswer } from '../../api/webapi';
import type { ApiOwnershipGraph } from '../ownership';

/** `GET /webapi/saas/search`: a page of companies, with the sort and filters applied. */
export type SearchResponse = WebapiAnswer<'searchCompanies'>;

/** apps/api's company summary (search results, LEI, reports). */
export type ApiCompany = SearchResponse['items'][number];

export interface ApiHolder {
  kind: 'company' | 'person';
  keyNo: string;
  name: string;
  nameEn?: string;
  percent: number;
  subscribedCapital?: string | null;
}

/** apps/api's rules of the Administrative Measures on Beneficial Owner Information (2024). */
export type BeneficialOwnerRule = 'equity' | 'control' | 'senior-manager';

export interface EnterpriseDetails {
  company: ApiCompany & {
    address?: string | null;
    /** GLEIF's headquarters address, beside the registered one. */
    headquartersAddress?: string | null;
    /** GLEIF's other and transliterated names, BODS alternate names. */
    otherNames?: { name: string; language?: string | null; type?: string | null }[];
    capitalAmount?: number | null;
    leiStatus?: string | null;
    leiRegisteredAt?: string | null;
    leiNextRenewal?: string | null;
    /** When the register record was read (ISO 8601): every block is as of it. */
    refreshedAt?: string | null;
    /** Where the record comes from: the register (seed), a GLEIF golden copy or BODS statements. */
    dataSource?: 'seed' | 'gleif' | 'bods';
  };
  executives: {
    keyNo: string;
    name: string;
    nameEn?: string;
    position?: string;
    positionEn?: string;
  }[];
  shareholders: ApiHolder[];
  /** Outward investments three layers down: `parentKeyNo` holds it (the company itself on layer 1). */
  investments: (ApiCompany & { percent: number; layer?: number; parentKeyNo?: string })[];
  beneficialOwners: {
    keyNo: string;
    name: string;
    nameEn?: string;
    percent: number;
    isUbo: boolean;
    /** The Measures' rules that make the person a beneficial owner (none: below the threshold). */
    rules?: BeneficialOwnerRule[];
    /** Every chain of holdings from the person to the company (graph node ids), with its share. */
    chains?: { percent: number; links: ApiOwnershipGraph['edges'] }[];
  }[];
  beneficialOwnership?: { threshold: number; fallbackApplied: boolean };
  /** Officers and personal shareholders with the other companies where they hold roles or shares. */
  relations?: {
    keyNo: string;
    name: string;
    nameEn?: string;
    roles: {
      keyNo: string;
      name: string;
      nameEn?: string;
      position?: string | null;
      positionEn?: string | null;
      percent?: number | null;
    }[];
  }[];
  graph: {
    depth?: number;
    /** `keyNo` is null for a consolidation parent known only by its LEI (`lei`, named by it). */
    nodes: (ApiOwnershipGraph['nodes'][number] & {
      keyNo?: string | null;
      lei?: string;
      depth?: number;
    })[];
    edges: ApiOwnershipGraph['edges'];
    consolidations?: ApiOwnershipGraph['consolidations'];
  };
  /**
   * GLEIF's accounting-consolidation parents (not shareholdings), current ones first, direct
   * before ultimate; an ended one (INACTIVE, its end date reached, RETIRED) has `current: false`.
   */
  consolidationParents?: {
    kind: 'direct' | 'ultimate';
    lei: string;
    keyNo: string | null;
    name: string | null;
    nameEn: string | null;
    current?: boolean;
    endDate?: string | null;
  }[];
}

/** `/webapi/saas/enterprise/:keyNo/history`: the changes imports made, newest first. */
export type CompanyHistory = WebapiAnswer<'getEnterpriseHistory'>;

export interface LoginResponse {
  user: StoredUser;
}

export interface MeResponse {
  user: StoredUser;
  mfaBound: boolean;
}

/** `GET /webapi/system/status`: the checks behind the system-status page. */
export type SystemStatusResponse = WebapiAnswer<'getSystemStatus'>;

/** `GET /webapi/service-packages`: the packages, prices only when the user may see them. */
export type ServicePackagesResponse = WebapiAnswer<'listServicePackages'>;

/** One service package. */
export type ServicePackage = ServicePackagesResponse['packages'][number];

/** A stored request for a service package (`/webapi/saas/service/requests`). */
export type ServiceRequest = WebapiAnswer<'getServiceRequest'>;

export interface VerifyDocResponse {
  genuine: boolean;
  /** /webapi/verify-doc/file only: whether the file was compared with the one kept at issue. */
  fileChecked?: boolean;
  /** /webapi/verify-doc/file only: false when it differs, null when no file was kept. */
  fileMatches?: boolean | null;
  report?: {
    reportNo: string;
    reportType: string;
    language: string;
    issuedAt: string;
    pages: number;
    company: ApiCompany;
  };
}

/** A page of the user's operation log (`/webapi/saas/user/op-log/list`), newest first. */
export type OperationsResponse = WebapiAnswer<'listOperations'>;

/** One entry of the operation log. */
export type Operation = OperationsResponse['items'][number];
