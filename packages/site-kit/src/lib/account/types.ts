import type { StoredUser } from '@kyc/auth';
import type { ApiOwnershipGraph } from '../ownership';

/** apps/api's company summary (search results, LEI, reports). */
export interface ApiCompany {
  keyNo: string;
  name: string;
  nameZh?: string | null;
  nameEn?: string;
  jurisdiction?: string;
  regNo?: string;
  uscc?: string | null;
  lei?: string | null;
  status?: string;
  statusEn?: string;
  companyType?: string;
  registeredCapital?: string | null;
  capitalCurrency?: string | null;
  established?: string | null;
  legalRepresentative?: string | null;
}

export interface SearchResponse {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped: boolean;
  matchedBy: 'name' | 'identifier';
  items: ApiCompany[];
}

export interface ApiHolder {
  kind: 'company' | 'person';
  keyNo: string;
  name: string;
  nameEn?: string;
  percent: number;
  subscribedCapital?: string | null;
}

export interface EnterpriseDetails {
  company: ApiCompany & {
    address?: string | null;
    capitalAmount?: number | null;
    leiStatus?: string | null;
    leiRegisteredAt?: string | null;
    leiNextRenewal?: string | null;
  };
  executives: {
    keyNo: string;
    name: string;
    nameEn?: string;
    position?: string;
    positionEn?: string;
  }[];
  shareholders: ApiHolder[];
  investments: (ApiCompany & { percent: number })[];
  beneficialOwners: {
    keyNo: string;
    name: string;
    nameEn?: string;
    percent: number;
    isUbo: boolean;
  }[];
  graph: {
    depth?: number;
    nodes: (ApiOwnershipGraph['nodes'][number] & { keyNo?: string; depth?: number })[];
    edges: ApiOwnershipGraph['edges'];
  };
}

export interface LoginResponse {
  user: StoredUser;
}

export interface MeResponse {
  user: StoredUser;
  mfaBound: boolean;
}

export interface SystemStatusResponse {
  status: 'ok' | 'down';
  checkedAt: string;
  uptimeSeconds: number;
  checks: { name: string; ok: boolean; latencyMs: number; detail: string }[];
}

export interface ServicePackage {
  code: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  payType: string;
  price: number | null;
  currency: string;
  period: string;
  features: string[];
}

export interface ServicePackagesResponse {
  pricesVisible: boolean;
  packages: ServicePackage[];
}

export interface VerifyDocResponse {
  genuine: boolean;
  report?: {
    reportNo: string;
    reportType: string;
    language: string;
    issuedAt: string;
    pages: number;
    company: ApiCompany;
  };
}
