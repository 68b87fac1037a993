import type { WorkspaceShowcaseText } from '../../interface-types';

export const workspaceShowcase: WorkspaceShowcaseText = {
  title: '实时示例：股权穿透与最终受益人',
  intro:
    '下图由演示数据实时生成：按持股链逐层穿透到自然人，并按 25% 阈值标出最终受益人。图按原大小显示：拖动（手机上用手指滑动）查看其余部分，双指张合或 Ctrl + 滚轮缩放；也可用 Tab 键移到图上，再用方向键移动。',
  staticIntro:
    '下图由演示数据实时生成：按持股链逐层穿透到自然人，并按 25% 阈值标出最终受益人。图按原大小显示：在图内滚动（手机上用手指滑动）查看其余部分；也可用 Tab 键移到图上，再用方向键移动。',
  mapTitle: '{company} 的股权结构',
  unavailable: '示例图谱暂时无法加载，请稍后刷新页面。',
};
