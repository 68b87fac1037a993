import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanySearchResult } from './CompanySearchResult';

const term = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('CompanySearchResult', () => {
  it('formats names, registration, capital and shares through @kyc/formatters', () => {
    render(
      <CompanySearchResult
        href="/enterprise-details"
        company={{
          name: '小米科技有限责任公司',
          englishName: 'Xiaomi Inc.',
          regNo: '91110108551385082Q',
          registration: 'USCC',
          registeredCapital: '185000万',
          currency: 'CNY',
          shares: 1850000000,
        }}
        locale="en"
      />,
    );
    expect(
      screen.getByRole('link', { name: '小米科技有限责任公司 (Xiaomi Inc.)' }),
    ).toHaveAttribute('href', '/enterprise-details');
    expect(term('Registration no.')).toBe('91110108551385082Q (USCC)');
    expect(term('Registered capital')).toBe('CNY 1,850,000,000.00');
    expect(term('Shares')).toBe('1,850,000,000 shares');
  });

  it('shows dashes for missing data and Chinese labels by default', () => {
    render(<CompanySearchResult company={{}} />);
    expect(screen.getByRole('heading')).toHaveTextContent('-');
    expect(term('注册号')).toBe('-');
    expect(term('注册资本')).toBe('-');
    expect(term('股本')).toBe('-');
  });
});
