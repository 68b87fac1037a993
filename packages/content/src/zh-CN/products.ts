import { apiCurlSample, apiResponseSample } from '../shared/apiSample';
import {
  webhookDeliverySample,
  webhookSampleSecret,
  webhookVerifySample,
} from '../shared/webhookSample';
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
      '将企业登记、股东与受益所有人数据实时接入客户准入和持续监测系统，按成功调用量付费。可先用测试密钥在沙箱中免费试用全部接口。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC API',
      title: '把企业与股权数据接入您自己的系统',
      subtitle:
        '通过 REST API 以 JSON 返回企业登记、股东、主要人员和计算后的受益所有人，让准入、筛查和监测无需手工复制粘贴。',
      primaryCta: { label: '阅读 API 文档', href: '/products-api/reference' },
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
            '在开户当下实时查询，获取我们掌握的最新数据及其来源和数据日期，而不是依赖过期的批量文件。',
        },
        {
          icon: 'ubo',
          title: '受益所有人数据',
          description:
            '按您选择的持股比例阈值，基于完整持股链计算受益所有人，返回适用的认定规则（股权、控制或高级管理人员）、每条持股链的比例及全部穿透路径。',
        },
        {
          icon: 'search',
          title: '检索与匹配',
          description:
            '按中英文或当地语言名称检索企业，或以 keyNo、注册号、统一社会信用代码或 LEI 直接查询；结果分页返回，以游标翻页。',
        },
        {
          icon: 'structure',
          title: '股东与主要人员',
          description: '股东及其持股比例；董事、监事和高级管理人员及其职务；以及企业的对外投资。',
        },
        {
          icon: 'bell',
          title: '报告与验证',
          description:
            '携带 Idempotency-Key 订购企业报告或受益所有人报告（重试的订单绝不重复扣费），查询进度、下载 PDF，并验证报告编号与验证码。',
        },
        {
          icon: 'shield',
          title: '安全设计',
          description:
            '每次调用都通过 HTTPS 携带 API 密钥。密钥设有权限范围和可选的 IP 白名单，可在 API 密钥页面带宽限期轮换，或立即吊销。',
          link: { label: '管理 API 密钥', href: '/api-keys' },
        },
      ],
    },
    {
      kind: 'richText',
      id: 'pricing',
      title: '按量付费',
      paragraphs: [
        '用多少付多少。每个接口按成功调用计价；价格表在 API 密钥页面向主账号及有权查看价格的用户展示。',
        '出错或查无结果的调用免费，测试密钥的调用从不计费。每次计费调用只记录一次并附带请求编号，用量精确到每一次调用。',
        '预付费账户从 API 余额中扣费；按月结算的账户，调用费用计入当月账单。用量页面按日期和接口展示调用次数与金额，并可导出 CSV。',
      ],
      bullets: [
        '按接口、按成功调用计价',
        '出错、查无结果和测试调用免费',
        '预付余额或按月结算',
        '在用量页面查看每日调用次数与金额',
      ],
    },
    {
      kind: 'code',
      id: 'example',
      title: '调用示例',
      intro:
        '以统一社会信用代码查询一家企业的受益所有人：一家由香港公司持股的沙箱企业。用您的测试密钥运行它，得到的就是下面的响应。',
      samples: [
        { label: '请求', language: 'bash', code: apiCurlSample },
        { label: '响应', language: 'json', code: apiResponseSample },
      ],
      caption: '企业与人员均为沙箱数据，对所有测试密钥相同；asOf 为您获取数据的日期。',
    },
    {
      kind: 'steps',
      id: 'get-started',
      title: '如何开始',
      steps: [
        {
          title: '创建测试密钥',
          description: '在账户的 API 密钥页面创建测试密钥：它只访问沙箱企业，从不计费。',
        },
        {
          title: '基于沙箱开发',
          description:
            'API 文档列出全部接口、沙箱企业和错误类型，附 curl 与 TypeScript 示例，并可用测试密钥在线调试。',
        },
        {
          title: '正式上线',
          description: '创建正式密钥，限定为您服务器的地址，并在用量页面查看调用次数与金额。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '对数据覆盖或调用量有疑问？',
      body: '我们的解决方案团队将解答数据覆盖、字段、响应时延以及与您用量相应的价格问题。',
      primary: { label: '预约演示', href: '/demo-request' },
      secondary: { label: '阅读 API 文档', href: '/products-api/reference' },
    },
  ],
};

export const productsApiReference: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC API 文档',
    name: 'productsApiReference',
    trackingLabel: 'products_api_reference',
    pageName: '产品-API 文档',
    searchTitle: 'KYC API 文档 - 接口、沙箱、错误与在线调试 | KYC 全球企业尽调',
    description:
      'KYC API 全部接口的参数、响应、curl 与 TypeScript 示例，沙箱企业列表，调用限制响应头，错误类型说明，以及用测试密钥在线调试。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC API',
      title: 'API 文档',
      subtitle:
        '通过 HTTPS 以 JSON 获取企业数据、受益所有人和报告。本页内容读取自 API 自身的 OpenAPI 文档，始终与线上运行的 API 一致。',
      primaryCta: { label: '创建测试密钥', href: '/api-keys' },
      secondaryCta: { label: '了解 API', href: '/products-api' },
    },
    {
      kind: 'richText',
      id: 'authentication',
      title: '认证',
      paragraphs: [
        '每次调用都在 Authorization 请求头中携带密钥：Authorization: Bearer kyc_test_… 测试密钥（kyc_test_）只能看到下文的沙箱企业，从不计费；正式密钥（kyc_live_）访问登记数据，按价格表计费。',
        '密钥带有权限范围（读取企业、读取受益所有人、订购报告、企业监控与 Webhook）和可选的 IP 白名单。轮换密钥会生成新密钥，旧密钥在您选择的宽限期内（不保留至 7 天）继续有效；吊销后，下一次调用起即被拒绝。',
      ],
    },
    {
      kind: 'richText',
      id: 'rate-limits',
      title: '调用限制与请求编号',
      paragraphs: [
        '每个响应都带有 X-Request-Id：咨询某次调用时请提供它。每个已认证调用的响应都以 IETF httpapi 标准字段说明密钥的调用限制。',
        'RateLimit-Policy: "burst";q=5;w=1, "daily";q=2000;w=86400 列出各项策略：在 w 秒的窗口内最多 q 次调用（每秒突发上限与每日配额）。',
        'RateLimit: "burst";r=4;t=1, "daily";r=1999;t=11142 说明每项策略的剩余额度：还可调用 r 次，窗口在 t 秒后重新开始。',
        '超过限制时返回 429，附带 Retry-After（需等待的秒数）和 rate-limited 或 quota-exceeded 问题文档。请等待相应时间后再调用。',
      ],
    },
    {
      kind: 'code',
      id: 'webhooks',
      title: 'Webhook：签名与重试',
      intro:
        '用 POST /v1/watches 监控企业，用 POST /v1/webhooks 注册接收地址（密钥需具备“企业监控与 Webhook”权限）：此后被监控企业的每项变更都会以 JSON 通过 POST 推送到该地址，并按 Standard Webhooks 规范签名。webhook-id 是事件编号，每次重试都相同：同一编号只需处理一次。webhook-timestamp 是本次推送的时间（Unix 秒）。webhook-signature 为 v1, 加上对 {webhook-id}.{webhook-timestamp}.{body} 计算的 HMAC-SHA256 的 base64 值，密钥为 whsec_ 之后部分经 base64 解码得到的字节。请在解析 JSON 之前对原始请求体校验签名，以恒定时间比较，并拒绝与当前时间相差超过五分钟的时间戳：@kyc/api-client 的 verifyWebhook 会完成这三项检查。',
      samples: [
        { label: '一次推送', language: 'http', code: webhookDeliverySample },
        { label: '校验推送（TypeScript）', language: 'ts', code: webhookVerifySample },
      ],
      caption: `请在 15 秒内返回 2xx。返回其他状态或无响应时，将在 1、2、4、8 … 1024 分钟后重新推送（每次等待最多再延长 10%）：34 小时内共 12 次，之后该推送标记为失败。不跟随重定向，且只接受公网主机上的 https 地址。GET /v1/webhooks/{id}/deliveries 列出每次推送尝试，replay 可重新推送；GET /v1/events 按相同顺序列出同样的事件。上面的推送使用示例密钥 ${webhookSampleSecret} 签名。`,
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
