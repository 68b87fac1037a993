import type { ServiceSelectionText } from '../../interface-types';

export const serviceSelection: ServiceSelectionText = {
  breadcrumb: '当前位置',
  choose: '服务套餐',
  chooseOne: '请选择一个服务套餐',
  price: '价格',
  priceHidden: '价格请咨询您的客户经理',
  period: {
    '1y': '/年',
    '30d': '/30天',
    call: '/次',
    '1m': '/月',
  },
  features: {
    'live-search': '实时检索',
    'enterprise-details': '企业详情',
    'ubo-map': '受益所有人图谱',
    'equity-map': '股权结构图',
    'relationship-map': '关系图谱',
    'op-log': '操作日志',
    team: '团队协作',
    reports: '企业报告',
    api: 'API 接入',
    'ubo-data': '受益所有人数据',
    'real-time': '实时数据',
  },
};
