import type { MarketingPage } from '../types';

export const industriesBanking: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '银行业 KYC',
    name: 'industriesBanking',
    trackingLabel: 'industries_banking',
    pageName: '行业-银行',
    searchTitle: '银行业 KYC - 对公客户准入与受益所有人识别 | KYC 全球企业尽调',
    description:
      '借助企业登记与股权穿透数据完成对公客户准入、受益所有人识别和定期复核，形成经得起监管检查的尽职调查记录，覆盖境内外股东与母公司。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '银行',
      title: '经得起检查的对公客户尽职调查',
      subtitle:
        '银行须识别每一个对公客户，了解其股权和控制结构，并长期保存相关证据。KYC 全球企业尽调让客户经理与合规团队看到同一份经过核实的全貌。',
      primaryCta: { label: '预约演示', href: '/demo-request' },
      secondaryCta: {
        label: '阅读：中国客户准入监管要求',
        href: '/insights-onboarding-regulations-in-china',
      },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: '银行面临的监管压力',
      paragraphs: [
        '在中国内地，2024 年修订、自 2025 年 1 月 1 日起施行的《反洗钱法》以及 2022 年施行的客户尽职调查管理办法，要求银行识别并核实对公客户及其受益所有人，对较高风险的业务关系采取强化措施，并将客户身份资料至少保存十年。2024 年 11 月 1 日起实施的受益所有人信息备案制度提供了新的参照，但并不替代银行自身的识别与判断。',
        '跨境业务更增加了难度：贸易融资、代理行关系以及外商投资企业开户，都涉及在境外登记的母公司和股东，其语言和登记体系往往并不熟悉。',
      ],
      bullets: [
        '股权链条跨越多个司法辖区',
        '受益所有人隐藏在代持或协议安排之后',
        '整个对公客户群需要反复开展定期复核',
        '档案无法说明决策依据时的检查问题',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'KYC 全球企业尽调如何帮助银行',
      items: [
        {
          icon: 'ubo',
          title: '自动计算受益所有人',
          description:
            '受益所有人图谱沿每条持股链逐层相乘，列出持股 25% 及以上的自然人，并以穿透路径作为依据。',
        },
        {
          icon: 'globe',
          title: '境外母公司与股东',
          description: '覆盖 60 多个国家和地区的企业报告，原文名称与中英文对照呈现境外关联关系。',
        },
        {
          icon: 'api',
          title: '直接接入开户系统',
          description: 'API 将登记、股东与受益所有人数据返回开户流程，员工无需重复录入。',
        },
        {
          icon: 'bell',
          title: '持续监测',
          description:
            '股东、法定代表人或经营状态发生变更时推送通知，让复核由事件驱动，而不只按日历进行。',
        },
        {
          icon: 'history',
          title: '档案证据',
          description: '保存的报告与快照记录决策当日掌握的信息，支持资料保存与审计。',
        },
        {
          icon: 'network',
          title: '关联方识别',
          description:
            '关系图谱揭示通过股东、高管或地址相互关联的客户群，既服务反洗钱，也服务授信集中度管理。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '让对公客户档案保持最新',
      body: '了解其他银行如何将面向分析人员的工作台与面向开户系统的 API 结合使用。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '了解 API', href: '/products-api' },
    },
  ],
};

export const industriesPayments: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '支付行业 KYC',
    name: 'industriesPayments',
    trackingLabel: 'industries_payments',
    pageName: '行业-支付',
    searchTitle: '支付行业 KYC - 快速、可靠的商户准入 | KYC 全球企业尽调',
    description:
      '在不放过空壳公司的前提下快速完成商户准入：实时核验企业登记信息，识别受益所有人，发现关联商户，并通过 API 嵌入现有进件流程。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '支付',
      title: '快速准入商户，把空壳公司挡在门外',
      subtitle:
        '支付机构需要在几分钟内完成商户签约，同时清楚商户是谁。KYC 全球企业尽调在同一流程中核验商户及其所有人。',
      primaryCta: { label: '预约演示', href: '/demo-request' },
      secondaryCta: { label: '阅读：空壳公司排查', href: '/insights-shell-company-scanning' },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: '商户尽职调查为何困难',
      paragraphs: [
        '中国内地的非银行支付机构依据自 2024 年 5 月 1 日起施行的《非银行支付机构监督管理条例》接受中国人民银行监管，并承担反洗钱义务，包括商户身份识别与受益所有人核查。自 2022 年 12 月 1 日起施行的《反电信网络诈骗法》进一步要求防范账户和收单服务被用于诈骗。',
        '跨境收单机构还须遵守卡组织规则以及商户销售所在市场的监管要求。不法分子深知这一点，常利用新设公司、代持股东以及相互关联的商户群，在被清退后改头换面重新进件。',
      ],
      bullets: [
        '小微商户数量大、资料薄',
        '新设企业与共用注册地址',
        '被清退商户以新名称回流',
        '所有人和控制人位于境外',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'KYC 全球企业尽调如何帮助支付机构',
      items: [
        {
          icon: 'api',
          title: '嵌入进件流程的核验',
          description: '商户申请时调用 API，实时确认名称、注册号、经营状态和法定代表人。',
        },
        {
          icon: 'ubo',
          title: '每个商户的受益所有人',
          description: '看清谁通过控股公司等方式拥有和控制商户，并与申请人的声明进行比对。',
        },
        {
          icon: 'network',
          title: '关联商户识别',
          description: '关系数据显示与已清退商户共用股东、董事、地址或电话的新商户。',
        },
        {
          icon: 'flag',
          title: '空壳公司信号',
          description:
            '成立时间、注册资本、参保人数等指标和地址共用情况，帮助您设定规则，将高风险申请转入人工审核。',
        },
        {
          icon: 'wallet',
          title: '按量付费',
          description: '按调用计价，成本随进件量增减，而不是固定的许可费用。',
        },
        {
          icon: 'globe',
          title: '跨境商户',
          description: '覆盖 60 多个国家和地区的企业数据与报告，支持跨境经营的商户审核。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '用最近一百份进件来测试',
      body: '我们可以用近期的商户申请样本跑一遍数据，展示这些核查本可以发现什么。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '了解 API', href: '/products-api' },
    },
  ],
};

export const industriesManufacturing: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '制造业 KYC',
    name: 'industriesManufacturing',
    trackingLabel: 'industries_manufacturing',
    pageName: '行业-制造业',
    searchTitle: '制造业 KYC - 供应商与经销商尽职调查 | KYC 全球企业尽调',
    description:
      '核查供应商、经销商与海外买家：他们是谁、谁拥有他们、是否与受限制方存在关联。企业报告覆盖 60 多个国家和地区，中英文交付。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '制造业',
      title: '了解您的供应商、经销商和买家',
      subtitle:
        '制造企业与全球各地的交易对手往来。KYC 全球企业尽调让采购、销售和贸易合规团队知道这些企业是谁、背后站着谁。',
      primaryCta: { label: '预约演示', href: '/demo-request' },
      secondaryCta: { label: '咨询报告', href: '/demo-request' },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: '传导到工厂的风险',
      paragraphs: [
        '出口管制与制裁制度会穿透股权。例如，依据美国财政部海外资产控制办公室（OFAC）的“50% 规则”，被一个或多个被封锁人直接或间接合计持股 50% 及以上的实体，即使未被列名，也视同被封锁。自 2020 年 12 月 1 日起施行的《出口管制法》要求出口经营者了解最终用户和最终用途。',
        '欧盟等地的供应链尽职调查规则要求大型采购方了解其供应商，客户也越来越多地向制造企业提出同样要求。合规之外，经销商是空壳公司、供应商由竞争对手控股，本身就是商业风险。',
      ],
      bullets: [
        '海外买家未披露股权结构',
        '中间商可能转口至受限制目的地',
        '供应商存在未披露的关联方',
        '在不了解对手方的情况下给予信用账期',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'KYC 全球企业尽调如何帮助制造企业',
      items: [
        {
          icon: 'globe',
          title: '60 多个国家和地区的交易对手',
          description: '向我们的团队咨询境外买家或供应商的报告，以中文或英文交付，并附原始文件。',
        },
        {
          icon: 'structure',
          title: '穿透到最顶层',
          description:
            '股权结构图与受益所有人图谱展示完整的所有权链条，这正是合计持股类制裁规则要求核查的内容。',
        },
        {
          icon: 'network',
          title: '关联关系',
          description: '关系图谱显示供应商是否与员工亲属、竞争对手或其他供应商共用股东或管理人员。',
        },
        {
          icon: 'team',
          title: '共享供应商档案',
          description: '采购、销售和合规团队在工作台中使用同一份企业名单与备注。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'workflow',
      title: '四步完成供应商核查',
      steps: [
        { title: '识别', description: '确认法定名称、注册号与经营状态。' },
        { title: '穿透', description: '跨境追溯股东与受益所有人。' },
        { title: '筛查', description: '将所有人和管理人员与您使用的受限制方名单进行比对。' },
        { title: '留档', description: '将报告与审批意见一并保存到供应商档案。' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '核查您的关键交易对手',
      body: '发给我们一份供应商或经销商名单，我们将展示数据能发现什么。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '了解工作台', href: '/products-workspace' },
    },
  ],
};

export const industriesCorporateServices: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '企业服务、律师与会计师事务所 KYC',
    name: 'industriesCorporateServices',
    trackingLabel: 'industries_corporate_services',
    pageName: '行业-企业服务',
    searchTitle: '企业服务、律师与会计师事务所 KYC | KYC 全球企业尽调',
    description:
      '为企业服务机构、律师事务所和会计师事务所提供客户接纳审查、股权架构图与反洗钱证据档案，企业数据覆盖 60 多个国家和地区。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: '企业服务、律师与会计',
      title: '放心接纳客户，一次完成留档',
      subtitle:
        '公司秘书、信托及公司服务提供者、律师和会计师都是反洗钱规则中的“守门人”。KYC 全球企业尽调为您提供股权事实和完整的书面依据。',
      primaryCta: { label: '预约演示', href: '/demo-request' },
      secondaryCta: {
        label: '阅读：亚洲反洗钱与反恐融资指引',
        href: '/insights-guidelines-in-asia',
      },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: '守门人同样承担反洗钱义务',
      paragraphs: [
        'FATF 第 22 项和第 23 项建议将客户尽职调查、记录保存和可疑交易报告义务延伸至律师、公证人、会计师以及信托和公司服务提供者，适用于其筹备或开展特定交易的情形，例如设立或管理公司、买卖企业、管理客户资金等。',
        '亚洲各辖区纷纷跟进：香港自 2018 年 3 月 1 日起将上述专业人士纳入《打击洗钱及恐怖分子资金筹集条例》（第 615 章）规管，并对信托或公司服务提供者实行发牌制度；修订后的中国内地《反洗钱法》适用于从事相关业务的特定非金融机构，包括会计师事务所、律师事务所和公司服务提供者等。',
      ],
      bullets: [
        '多层控股公司构成的客户架构',
        '并非由您委任的代持股东和董事',
        '涉及陌生辖区企业的交易',
        '合伙人审批需要清晰的证据档案',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'KYC 全球企业尽调如何帮助专业服务机构',
      items: [
        {
          icon: 'structure',
          title: '可归档的股权架构图',
          description:
            '导出股权结构图与受益所有人图谱，用于客户接纳备忘录、交易文件与审计工作底稿。',
        },
        {
          icon: 'globe',
          title: '境外主体',
          description:
            '覆盖 60 多个国家和地区的报告，以 AI OCR 按原文识别，适用于境外交易对手和目标公司。',
        },
        {
          icon: 'team',
          title: '按项目协作',
          description: '按客户或项目对企业分组，与项目团队共享并集中记录备注。',
        },
        {
          icon: 'bell',
          title: '服务期间的变化',
          description: '客户股东、高管或经营状态变化时，持续监测会提醒您更新尽职调查。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '让客户接纳更快',
      body: '了解专业机构如何借助工作台和报告，大幅缩短客户接纳档案的准备时间。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '了解报告', href: '/products-report' },
    },
  ],
};
