import type { MarketingPage } from '../types';

export const lei: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: '全球法人识别编码（LEI）',
    name: 'lei',
    trackingLabel: 'lei',
    pageName: 'LEI',
    searchTitle: 'LEI 查询 - 什么是全球法人识别编码及如何查询 | KYC 全球企业尽调',
    description:
      'LEI 是依据 ISO 17442 标准编制的 20 位编码，用于在金融交易中识别法人实体。了解 LEI 的结构、年度续期要求，并在此查询任意 LEI。',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'LEI',
      title: '全球法人识别编码',
      subtitle:
        '为参与金融交易的每一个法人实体提供统一的全球编码。输入 20 位 LEI 编码即可查询其登记状态与参考数据。',
      primaryCta: { label: '查询 LEI', href: '#lookup' },
    },
    {
      kind: 'search',
      id: 'lookup',
      title: '查询 LEI',
      placeholder: '输入 20 位 LEI 编码',
      buttonLabel: '查询',
      hint: '仅支持按 LEI 编码查询（不支持企业名称）：20 位字母和数字，不含空格。',
    },
    {
      kind: 'richText',
      id: 'what-is-lei',
      title: '什么是 LEI？',
      paragraphs: [
        '全球法人识别编码（Legal Entity Identifier，LEI）是由国际标准 ISO 17442 定义的 20 位字母数字编码，用于唯一识别作为金融交易一方的法人实体，例如公司、基金或政府机构。许多辖区的监管机构要求在报告衍生品、证券及其他交易时使用 LEI。',
        '每个 LEI 都关联一组参考数据：实体的法定名称、注册地址和总部地址、登记机构及登记号、法律形式，即“我是谁”。在可获取的情况下，记录还会显示实体的直接母公司和最终母公司，即“谁拥有谁”。',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'facts',
      title: '关键信息',
      items: [
        {
          icon: 'hash',
          title: '20 位字符',
          description:
            '第 1–4 位标识发码机构，第 5–18 位为实体专属部分，第 19–20 位是依据 ISO 7064（MOD 97-10）计算的校验码。',
        },
        {
          icon: 'globe',
          title: 'GLEIF',
          description:
            '全球法人识别编码基金会（GLEIF）成立于 2014 年，负责管理全球 LEI 体系，并免费公开全部 LEI 数据。',
        },
        {
          icon: 'building',
          title: '由本地发码机构颁发',
          description:
            'LEI 由经认证的本地发码机构（LOU）颁发。实体向 LOU 或注册代理机构申请并缴纳费用。',
        },
        {
          icon: 'refresh',
          title: '每年续期',
          description:
            '参考数据须每年续期。未续期的编码本身不变，但状态会变为“失效”（lapsed），许多交易对手不会接受。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-to-use',
      title: '在 KYC 中如何使用 LEI',
      steps: [
        {
          title: '查看状态',
          description: '已颁发且按期续期的 LEI 是积极信号；失效的 LEI 则值得追问。',
        },
        {
          title: '比对参考数据',
          description: '将名称、地址和登记号与企业登记信息及客户材料进行比对。',
        },
        {
          title: '查看母公司',
          description: '以“谁拥有谁”数据为起点，继续穿透完整股权链直至受益所有人。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: '不只是一个编码',
      body: '在工作台中，LEI 与同一企业的登记、股东和受益所有人数据并列呈现。',
      primary: { label: '申请试用', href: '/register' },
      secondary: { label: '了解工作台', href: '/products-workspace' },
    },
  ],
};
