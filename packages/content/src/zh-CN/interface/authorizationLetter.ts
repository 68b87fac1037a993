import type { AuthorizationLetterText } from '../../interface-types';

export const authorizationLetter: AuthorizationLetterText = {
  addressee: '致：KYC 全球企业尽调',
  body: '{company}（以下简称“授权方”）特此授权 KYC 全球企业尽调及经其核实的尽职调查请求方，在本授权书有效期内，为客户尽职调查、反洗钱与反恐怖融资合规审核之目的，查询、获取和使用授权方的下列信息：',
  scope: [
    '工商登记及变更信息',
    '股东、出资及股权结构信息',
    '受益所有人信息',
    '公开的司法、行政处罚与经营风险信息',
  ],
  duty: '被授权方仅可在上述目的范围内使用相关信息，应依照适用的个人信息与数据保护法律法规妥善保管，不得向无关第三方披露。',
  validity: '本授权自签署之日起生效，有效期至 {date}。',
  blank: '（企业名称）',
  scopeSeparator: '；',
};
