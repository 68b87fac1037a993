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
  CompanyHistory,
  CompanySearchPage,
  CompanySummary,
  CreatedWebhookEndpoint,
  CreateReportBody,
  EventsPage,
  Investments,
  MonitorEvent,
  Officers,
  OwnershipBods,
  ProblemDocument,
  Report,
  SearchCompaniesQuery,
  Shareholders,
  Usage,
  UsageQuery,
  Verification,
  VerifyReportBody,
  Watch,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from './types';
export type {
  VerifyWebhookOptions,
  WebhookFailure,
  WebhookHeaders,
} from './verifyWebhook';
export { verifyWebhook, WebhookVerificationError } from './verifyWebhook';
