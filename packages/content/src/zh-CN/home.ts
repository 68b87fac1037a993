import type { MarketingPage } from '../types';

export const home: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '首页',
    name: 'home',
    trackingLabel: 'home',
    pageName: '首页',
    searchTitle: 'KYC 全球企业尽调 - 企业、股权与受益所有人数据',
    description:
      'KYC 全球企业尽调汇集 60 多个国家和地区的企业登记、股东、受益所有人数据与企业报告，通过工作台、API 和报告三种方式服务您的客户尽职调查。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '全球企业尽调数据',
      title: '看清每一个交易对手背后的企业',
      subtitle:
        '核实企业登记信息，穿透股权直至最终拥有或控制企业的自然人，并留存审计与监管检查所需的证据，中英文双语呈现。',
      bullets: [
        '企业与高管数据一站检索',
        '受益所有人（UBO）图谱与股权结构图',
        '覆盖 60 多个国家和地区的企业报告',
      ],
      primaryCta: { label: '预约演示', href: '/demo-request' },
      secondaryCta: { label: '了解产品', href: '/products-workspace' },
    },
    {
      kind: 'featureGrid',
      id: 'offerings',
      title: '同一数据底座，三种使用方式',
      intro:
        '分析人员使用工作台，业务系统调用 API，需要单家企业的报告可向我们的团队咨询。三者基于同一套企业与股权数据。',
      items: [
        {
          icon: 'workspace',
          title: 'KYC 工作台',
          description:
            '检索企业与高管，查看受益所有人图谱、股权结构图和关系图谱，并与团队共享案件。',
          link: { label: '了解工作台', href: '/products-workspace' },
        },
        {
          icon: 'api',
          title: 'KYC API',
          description: '将企业登记、股东和受益所有人数据实时接入开户与监测系统，按实际调用量付费。',
          link: { label: '了解 API', href: '/products-api' },
        },
        {
          icon: 'report',
          title: 'KYC 报告',
          description:
            '向我们的团队咨询覆盖 60 多个国家和地区的企业报告；AI OCR 识别多语种登记文件，由团队交付中文或英文报告。',
          link: { label: '了解报告', href: '/products-report' },
        },
      ],
    },
    {
      kind: 'featureGrid',
      id: 'industries',
      title: '为必须了解客户的团队而打造',
      items: [
        {
          icon: 'bank',
          title: '银行',
          description: '对公客户准入、受益所有人识别与定期复核，经得起监管检查。',
          link: { label: '银行业', href: '/industries-banking' },
        },
        {
          icon: 'payments',
          title: '支付机构',
          description: '快速完成商户准入，在资金流动前排查空壳公司与未披露的实际控制人。',
          link: { label: '支付行业', href: '/industries-payments' },
        },
        {
          icon: 'factory',
          title: '制造企业',
          description: '供应商与经销商尽调、贸易合规筛查，以及海外交易对手的信用决策。',
          link: { label: '制造业', href: '/industries-manufacturing' },
        },
        {
          icon: 'briefcase',
          title: '企业服务、律师与会计师事务所',
          description: '客户接纳审查、交易中的股权架构图，以及履行自身反洗钱义务所需的证据档案。',
          link: { label: '企业服务', href: '/industries-corporate-services' },
        },
      ],
    },
    {
      kind: 'stats',
      id: 'capabilities',
      title: '数据覆盖能力',
      items: [
        { value: '60+', label: '个国家和地区的企业数据与报告' },
        { value: '2', label: '种显示语言：中文与英文' },
        { value: '25%', label: '受益所有人计算的默认持股阈值，可调整' },
        { value: '3', label: '种使用方式：工作台、API 与报告' },
      ],
      footnote:
        '覆盖范围取决于各司法辖区公开的信息，部分登记机构披露的字段较少。欢迎向我们咨询具体国家或地区的情况。',
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: '从一个企业名称到一份有据可查的决策',
      steps: [
        {
          title: '检索',
          description: '按中文、英文或当地语言名称检索，或输入注册号、统一社会信用代码、LEI。',
        },
        {
          title: '穿透',
          description:
            '展开股权结构，沿每条持股链追溯到自然人，受益所有人图谱自动计算间接持股比例。',
        },
        { title: '评估', description: '查看高管、关联企业以及共用地址、循环持股等风险信号。' },
        {
          title: '留痕',
          description: '在工作台保存案件，或向我们的团队申请企业报告存档，保留决策依据。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '用您自己的客户来体验',
      body: '预约演示，我们将用您实际往来的企业进行讲解；也可以申请试用账号自行体验。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '申请试用', href: '/register' },
    },
  ],
};
