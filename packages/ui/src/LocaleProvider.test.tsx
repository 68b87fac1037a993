import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from './_lib/locale';
import { LocaleProvider } from './LocaleProvider';
import { useLocale } from './useLocale';

function Show({ override }: { override?: Locale }) {
  return <span>{useLocale(override)}</span>;
}

describe('LocaleProvider and useLocale', () => {
  it.each([
    [undefined, undefined, 'zh-CN'],
    ['en', undefined, 'en'],
    ['en', 'zh-CN', 'zh-CN'],
    ['fr', undefined, 'zh-CN'],
    [undefined, 'en', 'en'],
  ])('provider %s, override %s → %s', (provided, override, expected) => {
    render(
      <LocaleProvider locale={provided as Locale}>
        <Show override={override as Locale | undefined} />
      </LocaleProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
