import type { MarketingPage } from '../types';

export const aboutUsOurCompany: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '公司介绍',
    name: 'aboutUsOurCompany',
    trackingLabel: 'about_us_our_company',
    pageName: '关于我们-公司介绍',
    searchTitle: '关于 KYC 全球企业尽调 - 国际企业与股权数据服务',
    description:
      'KYC 全球企业尽调是一家商业信息服务商旗下的国际 KYC 服务，为银行、支付机构、制造企业和专业服务机构提供企业、股权与受益所有人数据。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '关于我们',
      title: '让企业股权更透明',
      subtitle:
        'KYC 全球企业尽调是一家在企业数据领域深耕多年的商业信息服务商推出的国际客户尽职调查服务，帮助各类机构看清与之往来的对象。',
      primaryCta: { label: '联系我们', href: '/demo-request' },
      secondaryCta: { label: '查看常见问题', href: '/about-us-faq' },
    },
    {
      kind: 'richText',
      id: 'mission',
      title: '我们做什么',
      paragraphs: [
        '每一笔付款、每一份合同、每一个账户背后都是一家企业，每一家企业背后都是人。监管要求银行、支付机构和专业服务机构识别这些人，稳健经营也要求制造和贸易企业做到同样的事。然而，企业信息分散在数十个国家和地区的登记机构中，语言和格式各不相同。',
        '我们从官方登记机构及其他合法来源汇集企业记录，进行结构化处理，把股东关系连接成股权图谱，并计算受益所有人。我们在客户工作的地方交付结果：面向分析人员的工作台、面向系统的 API，以及针对单家企业的报告，中英文双语。',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'principles',
      title: '我们的工作原则',
      items: [
        {
          icon: 'source',
          title: '来源可追溯',
          description: '每一项信息都标注来源和获取日期，便于您判断时效，并向审计人员出示。',
        },
        {
          icon: 'check',
          title: '质量把关',
          description: '自动校验与分析师复核相结合，发现比例加总不符、OCR 识别错误等问题。',
        },
        {
          icon: 'lock',
          title: '安全与隐私',
          description:
            '访问控制、传输加密、多因素认证和操作日志保护数据安全，个人信息依照适用的数据保护法律处理。',
        },
        {
          icon: 'scale',
          title: '中立且可解释',
          description: '我们呈现事实以及受益所有人等结果的计算过程，决策权始终在您手中。',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'capabilities',
      title: '我们的能力',
      items: [
        { value: '60+', label: '个国家和地区的企业数据与报告' },
        { value: '3', label: '种交付方式：工作台、API 与报告' },
        { value: '2', label: '种界面语言：中文与英文' },
        { value: '多语种', label: 'AI OCR 可识别的原文语言' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '与我们聊聊',
      body: '无论您只需要几份报告，还是需要支撑海量核查的 API，我们都期待了解您的使用场景。',
      primary: { label: '预约演示', href: '/demo-request' },
    },
  ],
};

export const aboutUsOurPartners: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '合作伙伴',
    name: 'aboutUsOurPartners',
    trackingLabel: 'about_us_our_partners',
    pageName: '关于我们-合作伙伴',
    searchTitle: 'KYC 全球企业尽调合作伙伴 - 数据、技术与解决方案伙伴',
    description:
      'KYC 全球企业尽调与数据来源、技术、解决方案及专业服务伙伴携手合作，为全球客户提供可靠的企业与股权数据。欢迎成为我们的合作伙伴。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '合作伙伴',
      title: '携手做好尽职调查',
      subtitle:
        '没有哪一家机构能独自掌握全球的企业数据。我们与负责获取、处理和交付数据的伙伴合作，也与将数据带给其自身客户的伙伴合作。',
      primaryCta: { label: '成为合作伙伴', href: '/demo-request' },
    },
    {
      kind: 'featureGrid',
      id: 'categories',
      title: '合作伙伴类型',
      items: [
        {
          icon: 'database',
          title: '数据来源伙伴',
          description:
            '官方登记机构、持牌信息服务商和当地调查机构，使我们能够合法获取各辖区的企业记录。',
        },
        {
          icon: 'cpu',
          title: '技术伙伴',
          description:
            '基础设施、安全和文档识别服务商，帮助我们提供稳定、安全的服务，并识别多种语言的文件。',
        },
        {
          icon: 'plug',
          title: '解决方案伙伴',
          description: '将我们的 API 嵌入开户、筛查、授信和采购平台的软件厂商与系统集成商。',
        },
        {
          icon: 'briefcase',
          title: '专业服务伙伴',
          description:
            '在咨询业务中使用我们的数据、并推荐有持续尽调需求客户的律师、会计和咨询机构。',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'standards',
      title: '我们对合作伙伴的要求',
      paragraphs: [
        '我们依据来源的合法性、数据的准确性以及对个人信息的处理方式选择数据来源伙伴；技术伙伴须满足我们的安全要求；解决方案伙伴须向其用户准确呈现我们的数据。',
      ],
      bullets: [
        '合法收集和使用数据',
        '来源清晰、更新日期明确',
        '与数据相适应的信息安全措施',
        '遵守反贿赂和制裁相关规定',
      ],
    },
    {
      kind: 'steps',
      id: 'how-to-join',
      title: '如何成为合作伙伴',
      steps: [
        { title: '联系我们', description: '介绍您的机构以及设想的合作方式。' },
        { title: '评估', description: '我们与您一起评估匹配度、数据或安全实践以及商务条件。' },
        { title: '签约', description: '以书面形式约定合作范围、双方责任和服务水平。' },
        { title: '启动', description: '完成对接，培训您的团队，并规划联合推广活动。' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '有意合作？',
      body: '请通过预约演示表单给我们留言，并注明“合作”。',
      primary: { label: '联系我们', href: '/demo-request' },
    },
  ],
};
