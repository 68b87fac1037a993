import type { Locale } from '@kyc/content';

/**
 * Texts of the Workspace page's live ownership map, which @kyc/content does not hold. Server
 * only: the loader passes one language's texts and the map's title to the page.
 */
export const SHOWCASE_TEXT = {
  'zh-CN': {
    title: '实时示例：股权穿透与最终受益人',
    intro:
      '下图由演示数据实时生成：按持股链逐层穿透到自然人，并按 25% 阈值标出最终受益人。可缩放、拖动，或用 Tab 键逐个查看节点。',
    mapTitle: (company: string) => `${company} 的股权结构`,
    unavailable: '示例图谱暂时无法加载，请稍后刷新页面。',
  },
  en: {
    title: 'Live example: ownership traced to beneficial owners',
    intro:
      'This map is drawn live from demonstration data: every chain is followed to natural persons and those at or above the 25% threshold are marked as beneficial owners. Zoom, drag, or Tab through the nodes.',
    mapTitle: (company: string) => `Equity structure of ${company}`,
    unavailable: 'The live example cannot be shown right now. Please reload the page later.',
  },
} satisfies Record<Locale, unknown>;
