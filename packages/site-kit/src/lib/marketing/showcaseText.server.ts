import type { Locale } from '@kyc/content';

/**
 * Texts of the Workspace page's live ownership map, which @kyc/content does not hold. Server
 * only: the loader passes one language's texts and the map's title to the page. The intro
 * promises only what works both on the desktop app (the interactive map: drag, pinch, Ctrl +
 * wheel, Tab and arrow keys) and on the mobile app's static page (a natively scrolling viewport:
 * a swipe, the browser's pinch zoom, Tab to the viewport and the arrow keys).
 */
export const SHOWCASE_TEXT = {
  'zh-CN': {
    title: '实时示例：股权穿透与最终受益人',
    intro:
      '下图由演示数据实时生成：按持股链逐层穿透到自然人，并按 25% 阈值标出最终受益人。图按原大小显示：拖动（手机上用手指滑动）查看其余部分，双指张合或 Ctrl + 滚轮缩放；也可用 Tab 键移到图上，再用方向键移动。',
    mapTitle: (company: string) => `${company} 的股权结构`,
    unavailable: '示例图谱暂时无法加载，请稍后刷新页面。',
  },
  en: {
    title: 'Live example: ownership traced to beneficial owners',
    intro:
      'This map is drawn live from demonstration data: every chain is followed to natural persons and those at or above the 25% threshold are marked as beneficial owners. It is shown at full size: drag it (swipe on a phone) to see the rest, pinch or Ctrl + scroll to zoom, or Tab to it and move it with the arrow keys.',
    mapTitle: (company: string) => `Equity structure of ${company}`,
    unavailable: 'The live example cannot be shown right now. Please reload the page later.',
  },
} satisfies Record<Locale, unknown>;
