import { apiCurlSample, apiRequestSample, apiResponseSample } from '../shared/apiSample';
import type { MarketingPage } from '../types';

export const productsWorkspace: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC 工作台',
    name: 'productsWorkspace',
    trackingLabel: 'products_workspace',
    pageName: '产品-工作台',
    searchTitle: 'KYC 工作台 - 企业数据、受益所有人图谱与团队协作 | KYC 全球企业尽调',
    description:
      '在 KYC 工作台中检索企业与高管，查看股权结构与受益所有人图谱，发现关联关系，并与团队协同完成客户尽职调查案件，全程留痕可追溯。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC 工作台',
      title: '所有企业核查，一处完成',
      subtitle:
        '工作台是分析人员检索、穿透与记录的地方。企业登记、高管、股东和受益所有人信息并列呈现，整个团队看到的是同一个案件。',
      primaryCta: { label: '申请试用', href: '/register' },
      secondaryCta: { label: '预约演示', href: '/demo-request' },
    },
    {
      kind: 'featureGrid',
      id: 'features',
      title: '工作台能做什么',
      items: [
        {
          icon: 'building',
          title: '企业与高管数据',
          description:
            '中英文及当地语言的登记名称、注册号、经营状态、成立日期、注册资本、地址、法定代表人、董事与高级管理人员，并标注每项信息的更新日期。',
        },
        {
          icon: 'ubo',
          title: '受益所有人图谱',
          description:
            '沿每条持股链追溯到自然人，逐层相乘并汇总持股比例，标出达到阈值（默认 25%）的自然人。',
        },
        {
          icon: 'structure',
          title: '股权结构图',
          description: '逐层查看股东与对外投资，展示持股数量、比例与币种，可展开或收起任意分支。',
        },
        {
          icon: 'network',
          title: '关系图谱',
          description:
            '发现通过共同高管、股东、地址或联系方式关联的企业，往往能揭示未披露的集团关系与代持安排。',
        },
        {
          icon: 'team',
          title: '团队协作',
          description:
            '将企业分组管理、分派案件、添加备注并与同事共享图谱；管理员统一管理企业账号的角色与权限。',
        },
        {
          icon: 'history',
          title: '操作留痕',
          description: '记录用户操作，已保存的报告与快照保留决策当日所见信息，便于内审与监管检查。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'workflow',
      title: '一次典型的客户准入核查',
      steps: [
        {
          title: '找到主体',
          description: '按名称、注册号、统一社会信用代码或 LEI 检索，支持中英文。',
        },
        {
          title: '核对基本信息',
          description: '将登记名称、状态、地址和法定代表人与客户提交的材料逐项比对。',
        },
        {
          title: '识别受益所有人',
          description:
            '打开受益所有人图谱，核实每位超过阈值的自然人，并记录通过其他方式实施控制的人员。',
        },
        { title: '排查风险信号', description: '在关系图谱中检查共用地址、代持董事和循环持股。' },
        { title: '记录并决策', description: '保存案件与备注，导出报告并记录审批结论。' },
      ],
    },
    {
      kind: 'richText',
      id: 'accounts',
      title: '个人与团队账号',
      paragraphs: [
        '试用账号可在一定额度内体验工作台。正式账号分为个人类型和企业类型；企业账号设有主账号，负责管理子账号、角色以及价格和额度的可见范围。',
        '每位用户都可为账号开启多因素认证：输入密码后，还需输入身份验证器应用中的 6 位动态验证码。',
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '用您自己的案件试用工作台',
      body: '申请试用账号，或让我们用您往来的企业为您演示各类图谱。',
      primary: { label: '申请试用', href: '/register' },
      secondary: { label: '预约演示', href: '/demo-request' },
    },
  ],
};

export const productsApi: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC API',
    name: 'productsApi',
    trackingLabel: 'products_api',
    pageName: '产品-API',
    searchTitle: 'KYC API - 实时企业与受益所有人数据，按量付费 | KYC 全球企业尽调',
    description:
      '将企业登记、股东与受益所有人数据实时接入客户准入和持续监测系统，按成功调用量付费，无最低消费门槛。欢迎预约演示，了解接入方式。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC API',
      title: '把企业与股权数据接入您自己的系统',
      subtitle:
        '通过 REST API 以 JSON 返回企业登记、股东、高管和计算后的受益所有人，让准入、筛查和监测无需手工复制粘贴。',
      primaryCta: { label: '预约演示', href: '/demo-request' },
      secondaryCta: { label: '查看计费方式', href: '#pricing' },
    },
    {
      kind: 'featureGrid',
      id: 'capabilities',
      title: 'API 提供什么',
      items: [
        {
          icon: 'bolt',
          title: '实时数据集成',
          description:
            '在开户当下实时查询，获取我们掌握的最新数据及其记录日期，而不是依赖过期的批量文件。',
        },
        {
          icon: 'ubo',
          title: '受益所有人数据',
          description:
            '基于完整持股链计算受益所有人，返回认定依据（股权、收益权或表决权、实际控制）、间接持股比例及每一条穿透路径。',
        },
        {
          icon: 'search',
          title: '检索与匹配',
          description:
            '按中英文或当地语言名称、注册号、统一社会信用代码或 LEI 检索企业，返回带标识的候选结果供确认。',
        },
        {
          icon: 'structure',
          title: '股东与高管',
          description: '股东的持股数量、比例与币种；董事、监事和高级管理人员及其职务。',
        },
        {
          icon: 'bell',
          title: '持续监测',
          description: '订阅存量客户，当登记信息、股东或受益所有人发生变更时接收通知。',
        },
        {
          icon: 'shield',
          title: '安全设计',
          description:
            '每个请求通过 HTTPS 并以客户端 ID、访问令牌和密钥进行认证；支持密钥轮换与 IP 白名单。',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'pricing',
      title: '按量付费',
      paragraphs: [
        '用多少付多少。每个接口按成功调用计价，账号适用的价格表在控制台中向主账号（或被授权查看额度的用户）展示。',
        '因我方原因失败的调用不计费。在短时缓存期内对同一企业的重复调用不重复计费，缓存期以价格表为准。',
        '可以预充值额度后扣费，符合条件的企业账号也可按月后付费结算。月调用量越大，阶梯单价越低，开通无需最低承诺用量。',
      ],
      bullets: [
        '标准接口无开通费',
        '按接口、按成功调用计价',
        '预付费额度或按月后付费',
        '控制台实时查看调用量与费用',
        '阶梯价格自动生效',
      ],
    },
    {
      kind: 'code',
      id: 'example',
      title: '调用示例',
      intro: '以统一社会信用代码查询一家企业的受益所有人。每个响应都会说明本次调用是否计费。',
      samples: [
        { label: '请求', language: 'http', code: apiRequestSample },
        { label: '响应', language: 'json', code: apiResponseSample },
        { label: '使用 curl 检索', language: 'bash', code: apiCurlSample },
      ],
      caption: '仅为示意：企业与编码均为虚构，字段名称以最新 API 文档为准。',
    },
    {
      kind: 'steps',
      id: 'get-started',
      title: '如何开始',
      steps: [
        {
          title: '预约演示',
          description: '告诉我们您的使用场景与调用量，我们用您关心的企业展示数据。',
        },
        { title: '沙箱测试', description: '获取测试凭证与 API 文档，基于示例响应完成开发。' },
        { title: '正式上线', description: '切换生产密钥，设置结算方式，并在控制台监控用量。' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '预约 API 演示',
      body: '我们的解决方案团队将解答数据覆盖、字段、响应时延以及与您用量相应的价格问题。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '查看常见问题', href: '/about-us-faq' },
    },
  ],
};

export const productsReport: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC 报告',
    name: 'productsReport',
    trackingLabel: 'products_report',
    pageName: '产品-报告',
    searchTitle: 'KYC 报告 - 覆盖 60 多个国家和地区，AI OCR 多语种识别 | KYC 全球企业尽调',
    description:
      '向我们的团队咨询覆盖 60 多个国家和地区的企业报告。AI OCR 识别多语种登记文件，经分析师核验后交付结构化的中文或英文报告。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC 报告',
      title: '无论企业注册在哪里，都能拿到可靠的企业报告',
      subtitle:
        '覆盖 60 多个国家和地区的企业报告。告诉我们需要哪家企业，我们的团队调取登记机构记录，以 AI OCR 按原文语言识别，交付可直接归档的结构化报告。',
      primaryCta: { label: '咨询报告', href: '/demo-request' },
      secondaryCta: { label: '了解工作台', href: '/products-workspace' },
    },
    {
      kind: 'featureGrid',
      id: 'features',
      title: '为什么选择 KYC 报告',
      items: [
        {
          icon: 'globe',
          title: '覆盖 60 多个国家和地区',
          description:
            '企业记录来自亚洲、欧洲、美洲、中东、非洲和大洋洲的官方登记机构及其他合法来源。',
        },
        {
          icon: 'ocr',
          title: '多语种 AI OCR',
          description:
            '中文、日文、韩文、越南文、泰文、阿拉伯文、俄文及主要欧洲语言的登记摘录、章程和申报文件，经 OCR 识别并由分析师复核。',
        },
        {
          icon: 'translate',
          title: '中文或英文交付',
          description: '名称保留原文，并附音译或翻译，便于与客户材料及名单筛查结果比对。',
        },
        {
          icon: 'document',
          title: '附原始文件',
          description: '登记机构提供原件的，报告附带原始摘录，可作为 KYC 档案证据。',
        },
        {
          icon: 'ubo',
          title: '股权与控制',
          description: '股东、董事，以及在当地法律公开的情况下登记的受益所有人或重大控制人。',
        },
        {
          icon: 'verify',
          title: '可验真',
          description: '每份报告印有报告编号和验证码，收到报告的人可在文件验证页面核验真伪。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'ordering',
      title: '如何获取报告',
      steps: [
        {
          title: '提交需求',
          description: '通过预约演示表单告诉我们企业名称、国家或地区，以及所需的报告语言。',
        },
        {
          title: '确认方案',
          description: '我们的团队与您联系，确认报告内容、价格和该辖区的预计交付时间。',
        },
        {
          title: '确认费用',
          description: '您确认报告费用与结算方式后，我们开始调取记录。',
        },
        {
          title: '调取与识别',
          description: '我们调取登记记录，按原文语言进行 AI OCR 识别，并由分析师核对关键字段。',
        },
        {
          title: '交付报告',
          description: '报告完成后由我们的团队交付给您，报告附报告编号和验证码，便于日后核验。',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'delivery',
      title: '交付时间',
      paragraphs: [
        '提供在线查询的辖区，报告通常在几分钟至一个工作日内交付；需要现场调档或邮寄申请的辖区，可能需要数个工作日。我们的团队会在开始前告知预计交付时间。',
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '需要批量获取报告？',
      body: '经常需要报告的团队可将报告与工作台或 API 组合使用，欢迎与我们沟通方案。',
      primary: { label: '咨询报告', href: '/demo-request' },
      secondary: { label: '了解 API', href: '/products-api' },
    },
  ],
};
