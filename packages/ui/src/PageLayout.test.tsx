import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout, SCROLL_CONTAINER_ID } from './PageLayout';
import { SiteFooter } from './SiteFooter';

describe('PageLayout', () => {
  it('puts main content and footer inside the app-container-scroll-id container', () => {
    render(
      <PageLayout header={<header>h</header>} footer={<SiteFooter year={2025} />}>
        content
      </PageLayout>,
    );
    const scroll = document.getElementById('app-container-scroll-id');
    expect(SCROLL_CONTAINER_ID).toBe('app-container-scroll-id');
    expect(scroll).toContainElement(screen.getByRole('main'));
    expect(scroll).toContainElement(screen.getByRole('contentinfo'));
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#kyc-main');
    expect(screen.getByText(/© 2025 KYC/)).toBeInTheDocument();
  });
});
