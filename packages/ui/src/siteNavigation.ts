import type { Bilingual } from './_lib/locale';

/** A link of the site's navigation. */
export interface NavLink {
  href: string;
  label: Bilingual;
}

/** A top-level navigation entry: a group with a menu of links, or a plain link. */
export type NavEntry = { label: Bilingual; links: NavLink[] } | (NavLink & { links?: undefined });

/**
 * The public site's navigation: Products, Industries, Insights, About us, and LEI.
 * The headers and the footer draw it; apps may use it for their own menus and sitemaps.
 *
 * @example siteNavigation[0].label.en // 'Products'
 */
export const siteNavigation: readonly NavEntry[] = [
  {
    label: { 'zh-CN': '产品', en: 'Products' },
    links: [
      { href: '/products-workspace', label: { 'zh-CN': 'KYC 工作台', en: 'Workspace' } },
      { href: '/products-api', label: { 'zh-CN': 'KYC API', en: 'API' } },
      { href: '/products-report', label: { 'zh-CN': 'KYC 报告', en: 'Report' } },
    ],
  },
  {
    label: { 'zh-CN': '行业', en: 'Industries' },
    links: [
      { href: '/industries-banking', label: { 'zh-CN': '银行', en: 'Banking' } },
      { href: '/industries-payments', label: { 'zh-CN': '支付', en: 'Payments' } },
      { href: '/industries-manufacturing', label: { 'zh-CN': '制造业', en: 'Manufacturing' } },
      {
        href: '/industries-corporate-services',
        label: { 'zh-CN': '企业服务', en: 'Corporate services' },
      },
    ],
  },
  {
    label: { 'zh-CN': '洞察', en: 'Insights' },
    links: [
      {
        href: '/insights-ubo-for-chinese-companies',
        label: { 'zh-CN': '中国企业的最终受益人', en: 'UBO for Chinese companies' },
      },
      {
        href: '/insights-guidelines-in-asia',
        label: { 'zh-CN': '亚洲反洗钱与反恐融资指引', en: 'AML/CTF guidelines in Asia' },
      },
      {
        href: '/insights-onboarding-regulations-in-china',
        label: { 'zh-CN': '中国客户准入法规', en: 'Onboarding regulations in China' },
      },
      {
        href: '/insights-shell-company-scanning',
        label: { 'zh-CN': '空壳公司筛查', en: 'Shell company scanning' },
      },
    ],
  },
  {
    label: { 'zh-CN': '关于我们', en: 'About us' },
    links: [
      { href: '/about-us-our-company', label: { 'zh-CN': '公司介绍', en: 'Our company' } },
      { href: '/about-us-our-partners', label: { 'zh-CN': '合作伙伴', en: 'Our partners' } },
      { href: '/about-us-faq', label: { 'zh-CN': '常见问题', en: 'FAQ' } },
    ],
  },
  { href: '/lei', label: { 'zh-CN': 'LEI', en: 'LEI' } },
];
