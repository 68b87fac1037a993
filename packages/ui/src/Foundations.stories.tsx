import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import tokensCss from './styles/tokens.css?raw';

interface Token {
  name: string;
  value: string;
}

/** The token groups as written in tokens.css: a `@group` comment starts each. */
function readTokenGroups(css: string): Array<{ group: string; tokens: Token[] }> {
  const groups: Array<{ group: string; tokens: Token[] }> = [];
  for (const line of css.replace(/\n\s+(?=[^-\s/])/g, ' ').split('\n')) {
    const group = /@group (\w+)/.exec(line)?.[1];
    if (group) groups.push({ group, tokens: [] });
    const token = /^\s*(--kyc-[\w-]+):\s*(.+);\s*$/.exec(line);
    if (token && groups.length > 0) {
      groups[groups.length - 1]?.tokens.push({
        name: token[1] as string,
        value: token[2] as string,
      });
    }
  }
  return groups;
}

function Sample({ group, token }: { group: string; token: Token }) {
  const variable = `var(${token.name})`;
  switch (group) {
    case 'Color':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 48,
            height: 24,
            background: variable,
            border: '1px solid var(--kyc-color-border-strong)',
            borderRadius: 4,
          }}
        />
      );
    case 'Typography':
      return token.name.includes('size') ? (
        <span style={{ fontSize: variable }}>企业 KYC</span>
      ) : token.name.includes('font-') && !token.name.includes('weight') ? (
        <span style={{ fontFamily: variable }}>最终受益人 Beneficial owner</span>
      ) : (
        <span>—</span>
      );
    case 'Spacing':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            height: 12,
            width: variable,
            background: 'var(--kyc-color-brand)',
          }}
        />
      );
    case 'Radius':
    case 'Shadow':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 48,
            height: 32,
            background: 'var(--kyc-color-surface)',
            border: '1px solid var(--kyc-color-border-strong)',
            borderRadius: group === 'Radius' ? variable : 4,
            boxShadow: group === 'Shadow' ? variable : undefined,
          }}
        />
      );
    default:
      return <span>—</span>;
  }
}

function Foundations() {
  const groups = readTokenGroups(tokensCss);
  return (
    <div style={{ fontFamily: 'var(--kyc-font-family)', color: 'var(--kyc-color-text)' }}>
      <h1>Foundations · 设计令牌</h1>
      <p>
        Every value is a CSS custom property in <code>@kyc/ui/styles.css</code>. To theme, override
        them on <code>:root</code> or on any element that scopes the theme, e.g.{' '}
        <code>.brand-green {'{ --kyc-color-brand: #166534; }'}</code>. Screen classes (SPEC §9):
        under 1450 px is <em>mini</em>, 1366 px or less is the <em>1366</em> screen.
      </p>
      {groups.map(({ group, tokens }) => (
        <section key={group}>
          <h2>{group}</h2>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }}>Token</th>
                <th style={{ textAlign: 'left' }}>Value</th>
                <th style={{ textAlign: 'left' }}>Sample</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.name} style={{ borderTop: '1px solid var(--kyc-color-border)' }}>
                  <td>
                    <code>{token.name}</code>
                  </td>
                  <td>
                    <code>{token.value}</code>
                  </td>
                  <td>
                    <Sample group={group} token={token} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Foundations>;

export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of ['Color', 'Typography', 'Spacing', 'Radius', 'Shadow', 'Breakpoint']) {
      await expect(canvas.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    await expect(canvas.getByText('--kyc-breakpoint-mini')).toBeInTheDocument();
  },
};
