import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OldBrowserNotice } from './OldBrowserNotice';

const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';

describe('OldBrowserNotice', () => {
  it('asks IE users in Chinese to upgrade or use Chrome, Edge or 360', () => {
    render(<OldBrowserNotice userAgent={IE9} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '您的浏览器版本过低，请升级浏览器，或使用 Chrome、Edge、360 浏览器访问专业版。',
    );
  });

  it('reads navigator.userAgent when none is given (jsdom is not IE)', () => {
    const { container } = render(<OldBrowserNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders on the server from a given user agent', () => {
    expect(renderToString(<OldBrowserNotice userAgent={IE9} />)).toContain('role="alert"');
  });
});
