// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getContent } from '../../lib/content.server';
import type { Showcase } from '../../lib/marketing/types';
import { OwnershipShowcase } from './OwnershipShowcase';
import { SHOWCASE_TEXT } from './showcaseText';

const SHOWCASE: Showcase = {
  company: {
    keyNo: 'k1',
    name: '西安鼎和电子股份有限公司',
    nameEn: "Xi'an Dinghe Electronics Co., Ltd.",
  },
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
        <OwnershipShowcase showcase={showcase} locale={locale} labels={getContent(locale).common} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/products-workspace']} />);
}

describe('OwnershipShowcase', () => {
  afterEach(cleanup);

  it('draws the streamed graph with OwnershipMap, titled by the company in both names', async () => {
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
      expect(await screen.findByText(SHOWCASE_TEXT[locale].unavailable)).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('heading', { name: SHOWCASE_TEXT[locale].title })).toBeTruthy();
    },
  );

  it('shows the same fallback through the error element when the promise rejects', async () => {
    show(Promise.reject(new Error('unreachable')));
    expect(await screen.findByText(SHOWCASE_TEXT.en.unavailable)).toBeTruthy();
  });

  it('shows the loading line while the graph is on its way', () => {
    show(new Promise<Showcase | null>(() => undefined));
    expect(screen.getByText(getContent('en').common.loading)).toBeTruthy();
  });
});
