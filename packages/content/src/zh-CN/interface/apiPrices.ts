import type { ApiPricesText } from '../../interface-types';

export const apiPrices: ApiPricesText = {
  heading: '您的 API 价格表',
  intro: '每次成功调用按该接口的单价计费；出错或查无结果的调用免费，测试密钥从不计费。',
  operation: '接口',
  price: '每次调用单价',
  reportPrice: '按报告价格（扣点或计入月度账单）',
  free: '免费',
  perCompanyMonth: '{price}/家/月',
  balance: 'API 预付余额：{balance}。',
  invoiced: '您的调用费用计入月度账单。',
  manageKeys: '管理 API 密钥',
  usageLink: '查看用量',
};
