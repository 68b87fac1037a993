// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getContent } from '../../lib/content.server';
import type { Showcase, ShowcaseText } from '../../lib/marketing/types';
import { OwnershipShowcase } from './OwnershipShowcase';

const TEXT: Record<'zh-CN' | 'en', ShowcaseText> = {
  'zh-CN': {
    title: '实时示例',
    intro: '下图由演示数据实时生成。',
    staticIntro: '下图由演示数据实时生成，可在图内滚动。',
    unavailable: '示例图谱暂时无法加载。',
    loading: getContent('zh-CN').common.loading,
  },
  en: {
    title: 'Live example',
    intro: 'This map is drawn live.',
    staticIntro: 'This map is drawn live; scroll inside it.',
    unavailable: 'The live example cannot be shown right now.',
    loading: getContent('en').common.loading,
  },
};

const SHOWCASE: Showcase = {
  company: {
    keyNo: 'k1',
    name: '西安鼎和电子股份有限公司',
    nameEn: "Xi'an Dinghe Electronics Co., Ltd.",
  },
  title: "Equity structure of 西安鼎和电子股份有限公司 (Xi'an Dinghe Electronics Co., Ltd.)",
  graph: {
    rootId: 'c1',
    nodes: [
      { id: 'c1', kind: 'company', name: '西安鼎和电子股份有限公司' },
      { id: 'p1', kind: 'person', name: '孙伟', englishName: 'Sun Wei' },
      { id: 'p2', kind: 'person', name: '高思远', englishName: 'Gao Siyuan' },
    ],
    edges: [
      { holder: 'p1', company: 'c1', share: 0.6 },
      { holder: 'p2', company: 'c1', share: 0.4 },
    ],
  },
};

function show(showcase: Promise<Showcase | null>, locale: 'zh-CN' | 'en' = 'en') {
  const Stub = createRoutesStub([
    {
      path: '/products-workspace',
      Component: () => (
        <OwnershipShowcase showcase={showcase} text={TEXT[locale]} locale={locale} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/products-workspace']} />);
}

describe('OwnershipShowcase', () => {
  afterEach(cleanup);

  it('draws the streamed graph with OwnershipMap, titled as the loader worded it', async () => {
    show(Promise.resolve(SHOWCASE));
    expect(
      await screen.findByRole('heading', {
        name: "Equity structure of 西安鼎和电子股份有限公司 (Xi'an Dinghe Electronics Co., Ltd.)",
      }),
    ).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('孙伟 (Sun Wei)')).toBeTruthy();
  });

  it.each(['zh-CN', 'en'] as const)(
    'shows the fallback text (%s) when apps/api gave nothing',
    async (locale) => {
      show(Promise.resolve(null), locale);
      expect(await screen.findByText(TEXT[locale].unavailable)).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('heading', { name: TEXT[locale].title })).toBeTruthy();
      expect(screen.getByText(TEXT[locale].intro)).toBeTruthy();
    },
  );

  it('shows the same fallback through the error element when the promise rejects', async () => {
    show(Promise.reject(new Error('unreachable')));
    expect(await screen.findByText(TEXT.en.unavailable)).toBeTruthy();
  });

  it('shows the loading line while the graph is on its way', () => {
    show(new Promise<Showcase | null>(() => undefined));
    expect(screen.getByText(TEXT.en.loading)).toBeTruthy();
  });
});
