// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './QrCode';

afterEach(cleanup);

describe('QrCode', () => {
  it('joins each run of dark modules into one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
    expect(qrPath([])).toBe('');
  });

  it('draws every dark module of the code exactly once', () => {
    const qr = encode('otpauth://totp/KYC:demo?secret=JBSWY3DPEHPK3PXP&issuer=KYC', {
      ecc: 'M',
      border: 4,
    });
    const area = [...qrPath(qr.data).matchAll(/h(\d+)v1/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    expect(area).toBe(qr.data.flat().filter(Boolean).length);
  });

  it('renders an inline SVG picture with its accessible name, no image request', () => {
    render(<QrCode value="otpauth://totp/KYC:ann?secret=ABC" label="使用身份验证器扫码" />);
    const picture = screen.getByRole('img', { name: '使用身份验证器扫码' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(document.querySelector('img')).toBeNull();
  });
});
