export type {
  KycClient,
  KycClientOptions,
  PostOptions,
  RequestOptions,
} from './createKycClient';
export { createKycClient } from './createKycClient';
export { KycApiError } from './KycApiError';
export { retryAfterMs } from './retryAfterMs';
export type { components, operations, paths } from './schema';
export type {
  BeneficialOwners,
  BeneficialOwnersQuery,
  Company,
  CompanySearchPage,
  CompanySummary,
  CreateReportBody,
  Investments,
  Officers,
  ProblemDocument,
  Report,
  SearchCompaniesQuery,
  Shareholders,
  Usage,
  UsageQuery,
  Verification,
  VerifyReportBody,
} from './types';
