import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';

const TEXT = {
  'zh-CN': {
    title: 'KYC 全球企业尽调',
    lead: '全球企业与股权数据：受益所有人地图、股权结构、API 与可购买报告。',
  },
  en: {
    title: 'KYC Global',
    lead: 'Company and ownership data worldwide: UBO maps, equity structures, an API and reports.',
  },
} as const;

export function meta({ matches }: Route.MetaArgs) {
  const locale = (matches[0]?.loaderData as { locale?: 'zh-CN' | 'en' } | undefined)?.locale;
  const text = TEXT[locale ?? 'zh-CN'];
  return [{ title: text.title }, { name: 'description', content: text.lead }];
}

export default function Home() {
  const locale = useRouteLoaderData<typeof rootLoader>('root')?.locale ?? 'zh-CN';
  const text = TEXT[locale];
  return (
    <main id="app-container-scroll-id">
      <h1>{text.title}</h1>
      <p>{text.lead}</p>
    </main>
  );
}
