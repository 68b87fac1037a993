/**
 * React components of the KYC sites: site chrome, marketing blocks, form fields, feedback and
 * overlays and the data table, in Chinese and English. Import the stylesheet `@kyc/ui/styles.css`
 * once. The ownership map has its own entry, `@kyc/ui/ownership`; the vanilla-DOM enhancers are
 * also on `@kyc/ui/enhance`.
 *
 * @packageDocumentation
 * @module @kyc/ui
 */
export type { ControlProps, FieldProps, FieldValidator } from './_lib/Field';
export type { LinkProps, RenderLink } from './_lib/link';
export type { Bilingual, Locale } from './_lib/locale';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TableState } from './_lib/tablePaging';
export type { ToastApi, ToastOptions, ToastTone } from './_lib/toastContext';
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { ArticleLayout, type ArticleLayoutProps, type ArticleSection } from './ArticleLayout';
export { Button, type ButtonProps } from './Button';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export {
  CompanySearchResult,
  type CompanySearchResultProps,
  type CompanySummary,
} from './CompanySearchResult';
export { CtaBand, type CtaBandProps } from './CtaBand';
export {
  createLoadingIndicator,
  type StaticLoadingIndicator,
  type StaticLoadingIndicatorOptions,
} from './createLoadingIndicator';
export { createTableState } from './createTableState';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  SECONDARY_TABLE_HEIGHT,
  TABLE_HEIGHT,
} from './DataTable';
export { DesktopHeader, type DesktopHeaderProps } from './DesktopHeader';
export { Dialog, type DialogProps } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { ErrorSummary, type ErrorSummaryProps, type FormError } from './ErrorSummary';
export { ExpiryBanner, type ExpiryBannerProps } from './ExpiryBanner';
export { enhanceAccordions } from './enhanceAccordions';
export { enhanceDisclosureMenus } from './enhanceDisclosureMenus';
export { enhanceStaticMenus } from './enhanceStaticMenus';
export { FaqAccordion, type FaqAccordionProps, type FaqEntry } from './FaqAccordion';
export { type Feature, FeatureGrid, type FeatureGridProps } from './FeatureGrid';
export { Hero, type HeroProps } from './Hero';
export { IndustryCard, type IndustryCardProps } from './IndustryCard';
export { InsightCard, type InsightCardProps } from './InsightCard';
export { isOutdatedBrowser } from './isOutdatedBrowser';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider';
export { lockBodyScroll } from './lockBodyScroll';
export { MobileHeader, type MobileHeaderProps } from './MobileHeader';
export { OldBrowserNotice, type OldBrowserNoticeProps } from './OldBrowserNotice';
export { PageLayout, type PageLayoutProps, SCROLL_CONTAINER_ID } from './PageLayout';
export { Pagination, type PaginationProps } from './Pagination';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { type Statistic, Statistics, type StatisticsProps } from './Statistics';
export { type ScreenClass, screenClass } from './screenClass';
export { type NavEntry, type NavLink, siteNavigation } from './siteNavigation';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { TextField, type TextFieldProps } from './TextField';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { type TableAction, tableReducer } from './tableReducer';
export { useLocale } from './useLocale';
export { type MinimumVisibilityOptions, useMinimumVisibility } from './useMinimumVisibility';
export { type TableController, useTableState } from './useTableState';
export { useToast } from './useToast';
