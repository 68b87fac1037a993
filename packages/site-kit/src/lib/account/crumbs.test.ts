import { describe, expect, it } from 'vitest';
import { parseCrumbs } from './crumbs';

describe('parseCrumbs', () => {
  it.each([
    [
      '工作台>升级',
      [
        { label: '工作台', href: '' },
        { label: '升级', href: '' },
      ],
    ],
    [
      'Workspace, Upgrade',
      [
        { label: 'Workspace', href: '' },
        { label: 'Upgrade', href: '' },
      ],
    ],
    [
      '["工作台",{"label":"检索","href":"/live-search?q=a"},{"label":"外站","href":"https://evil.example"}]',
      [
        { label: '工作台', href: '' },
        { label: '检索', href: '/live-search?q=a' },
        { label: '外站', href: '' },
      ],
    ],
    ['[1,null,{"href":"/x"},"  "]', []],
    ['[not json', []],
    ['', []],
    [null, []],
  ])('reads %j', (raw, expected) => {
    expect(parseCrumbs(raw)).toEqual(expected);
  });

  it('keeps at most five steps of at most 40 characters', () => {
    const crumbs = parseCrumbs(
      Array.from({ length: 8 }, (_, i) => `${i}${'x'.repeat(60)}`).join('>'),
    );
    expect(crumbs).toHaveLength(5);
    expect(crumbs.every((crumb) => crumb.label.length === 40)).toBe(true);
  });
});
