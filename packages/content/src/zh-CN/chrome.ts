import type { CommonLabels, FooterContent, NavLabels, SiteContent } from '../types';

export const brand: SiteContent['brand'] = {
  name: 'KYC 全球企业尽调',
  shortName: 'KYC 全球',
  slogan: '看清每一个交易对手背后的企业',
};

export const languages: SiteContent['languages'] = {
  'zh-CN': '简体中文',
  en: 'English',
};

export const oldBrowserAlert =
  '您的浏览器版本过低，请升级浏览器，或使用 Chrome、Edge、360 浏览器访问专业版。';

export const nav: NavLabels = {
  products: {
    label: '产品',
    items: [
      {
        label: '工作台',
        href: '/products-workspace',
        description: '企业数据、受益所有人图谱与团队协作',
      },
      { label: 'API', href: '/products-api', description: '实时企业与受益所有人数据，按量计费' },
      { label: '报告', href: '/products-report', description: '覆盖 60 多个国家和地区的企业报告' },
    ],
  },
  industries: {
    label: '行业',
    items: [
      { label: '银行', href: '/industries-banking' },
      { label: '支付', href: '/industries-payments' },
      { label: '制造业', href: '/industries-manufacturing' },
      { label: '企业服务', href: '/industries-corporate-services' },
    ],
  },
  insights: {
    label: '洞察',
    items: [
      { label: '中国企业受益所有人规则', href: '/insights-ubo-for-chinese-companies' },
      { label: '亚洲反洗钱与反恐融资指引', href: '/insights-guidelines-in-asia' },
      { label: '中国客户准入监管要求', href: '/insights-onboarding-regulations-in-china' },
      { label: '空壳公司排查', href: '/insights-shell-company-scanning' },
    ],
  },
  aboutUs: {
    label: '关于我们',
    items: [
      { label: '公司介绍', href: '/about-us-our-company' },
      { label: '合作伙伴', href: '/about-us-our-partners' },
      { label: '常见问题', href: '/about-us-faq' },
    ],
  },
  lei: { label: 'LEI', href: '/lei', description: '查询全球法人识别编码' },
  login: '登录',
  register: '注册',
  demoRequest: '预约演示',
  logout: '退出登录',
  useNow: '立即使用',
  applyTrial: '申请试用',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  languageSwitch: '语言',
};

export const footer: FooterContent = {
  tagline: '面向客户尽职调查的企业、股权与受益所有人数据：一个工作台、一套 API、一份报告目录。',
  columns: [
    {
      label: nav.products.label,
      items: nav.products.items.map(({ label, href }) => ({ label, href })),
    },
    { label: nav.industries.label, items: nav.industries.items },
    { label: nav.insights.label, items: nav.insights.items },
    {
      label: nav.aboutUs.label,
      items: [
        ...nav.aboutUs.items,
        { label: 'LEI 查询', href: '/lei' },
        { label: '系统状态', href: '/system-status' },
      ],
    },
  ],
  copyright: '© {year} KYC 全球企业尽调 版权所有',
  termsLabel: '用户协议',
  disclaimer:
    '本网站信息仅供一般参考，不构成法律意见。企业数据来自公开登记机构及其他合法来源，可能与官方记录存在时间差。',
  brandNote: 'KYC 全球企业尽调是一家商业信息服务商旗下的产品。',
};

export const common: CommonLabels = {
  loading: '加载中…',
  noData: '暂无数据',
  dash: '-',
  backToTop: '回到顶部',
  readMore: '阅读全文',
  tableOfContents: '目录',
  sources: '参考法规',
  author: '作者',
  publishedOn: '发布于',
  updatedOn: '更新于',
  relatedArticles: '相关洞察',
  share: '分享',
  print: '打印',
  cancel: '取消',
  confirm: '确定',
  close: '关闭',
  retry: '重试',
  networkError: '网络异常，请稍后重试。',
  sharesSuffix: '股',
  expiryWarning: '您的账号将在 {days} 天后到期，请联系我们续期。',
  renewPlan: '续费服务',
  logIn: '登录',
};
