// @vitest-environment jsdom

import { verifydoc } from '@kyc/content/interface';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, headersOf, renderInSite } from '../../lib/account/_test/harness';
import { MAX_REPORT_FILE_BYTES, reportFileProblem } from '../../lib/account/verification';
import Verifydoc from './verifydoc';
import { loader as verifyLoader } from './verifydoc.server';

const REPORT = {
  reportNo: 'KYC20250130000001',
  reportType: 'KYC_STANDARD',
  language: 'zh-CN',
  issuedAt: '2025-01-30T02:00:00Z',
  pages: 18,
  company: {
    keyNo: 'k',
    name: '厦门瑞远物流集团有限公司',
    nameZh: '厦门瑞远物流集团有限公司',
    nameEn: 'Xiamen Ruiyuan Logistics Group Co., Ltd.',
    jurisdiction: 'CN',
  },
};

/** A file as the browser gives it; `size` may claim more bytes than it holds. */
function pdfFile(content = '%PDF-1.7\n%…', name = 'KYC20250130000001.pdf', size?: number) {
  const file = new File([content], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderVerify(path = '/verifydoc', locale: 'zh-CN' | 'en' = 'zh-CN') {
  // English pages are the ones with ?lang=en, as on the site.
  const url = locale === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;
  return renderInSite(
    [
      {
        id: 'verifydoc',
        path: 'verifydoc',
        loader: ({ request }) => verifyLoader({ request } as never),
        Component: Verifydoc as never,
      },
    ],
    { path: url, locale },
  );
}

describe('verify a report by its number and code', () => {
  it('shows a genuine report with its details, saying the file was not checked', async () => {
    const fetch = fakeFetch(() => ({ body: { genuine: true, report: REPORT } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC20250130000001&code=NDXHELQ2');
    await user.click(await screen.findByRole('button', { name: '验证' }));
    expect(await screen.findByText('报告编号与验证码真实有效')).toBeTruthy();
    expect(screen.getByText(/本次未核验文件本身/)).toBeTruthy();
    expect(screen.getByText('2025年1月30日')).toBeTruthy();
    expect(screen.getByText('中国大陆')).toBeTruthy();
    // Words, not the catalogue's codes ('KYC_STANDARD', 'zh-CN').
    expect(screen.getByText('报告类型').nextSibling?.textContent).toBe('企业信用报告');
    expect(screen.getByText('报告语言').nextSibling?.textContent).toMatch(/中文/);
    expect(document.body.textContent).not.toContain('KYC_STANDARD');
    expect(callOf(fetch).url).toBe('/webapi/verify-doc');
    expect(callOf(fetch).body).toEqual({ reportNo: 'KYC20250130000001', verifyCode: 'NDXHELQ2' });
  });

  it('says a number and code match no report, and checks empty fields first', async () => {
    const fetch = fakeFetch(() => ({ body: { genuine: false } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderVerify();
    await user.click(await screen.findByRole('button', { name: '验证' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请输入报告编号');
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^报告编号/), 'KYC1');
    await user.type(screen.getByLabelText(/^验证码/), 'WRONG{Enter}');
    expect(await screen.findByText('报告编号与验证码不匹配')).toBeTruthy();
  });

  it('shows the throttle message of too many failures', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 429,
        body: { code: 'TOO_MANY_ATTEMPTS', message: '验证过于频繁，请稍后再试' },
      })),
    );
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=A&code=B');
    await user.click(await screen.findByRole('button', { name: '验证' }));
    expect((await screen.findByRole('alert')).textContent).toContain('验证过于频繁，请稍后再试');
  });
});

describe('verify a report file', () => {
  it('sends the file as it is, with the number and code, and says it is genuine', async () => {
    const fetch = fakeFetch(() => ({
      body: { genuine: true, fileChecked: true, fileMatches: true, report: REPORT },
    }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=kyc20250130000001&code=NDXHELQ2');
    const file = pdfFile();
    await user.upload(await screen.findByLabelText(/^报告文件/), file);
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('报告文件真实有效')).toBeTruthy();
    expect(screen.getByText('核验的文件').nextSibling?.textContent).toBe('KYC20250130000001.pdf');
    expect(screen.getByText('企业信用报告')).toBeTruthy();
    const call = callOf(fetch);
    const url = new URL(call.url, 'http://site.test');
    expect(url.pathname).toBe('/webapi/verify-doc/file');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      reportNo: 'kyc20250130000001',
      verifyCode: 'NDXHELQ2',
    });
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe(file);
    expect(headersOf(fetch.mock.calls[0] as unknown[])['content-type']).toBe('application/pdf');
  });

  it('says a changed file is not the report we issued', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { genuine: false, fileChecked: true, fileMatches: false } })),
    );
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC20250130000001&code=NDXHELQ2');
    await user.upload(await screen.findByLabelText(/^报告文件/), pdfFile('%PDF-1.7 changed'));
    await user.click(screen.getByRole('button', { name: '验证' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('该文件不是我们出具的报告');
    expect(alert.textContent).toContain('文件已被改动');
    // Nothing of the report is shown for a file that is not it.
    expect(screen.queryByText('报告类型')).toBeNull();
  });

  it('says when no file was kept for the report, and shows the report the codes name', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        body: { genuine: false, fileChecked: false, fileMatches: null, report: REPORT },
      })),
    );
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC20250130000001&code=NDXHELQ2');
    await user.upload(await screen.findByLabelText(/^报告文件/), pdfFile());
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('无法核验文件')).toBeTruthy();
    expect(screen.getByText(/我们没有保存该报告的文件/)).toBeTruthy();
    expect(screen.getByText('报告类型').nextSibling?.textContent).toBe('企业信用报告');
    expect(screen.queryByText('报告文件真实有效')).toBeNull();
  });

  it('says a wrong number or code with a file just as without one', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { genuine: false, fileChecked: false, fileMatches: null } })),
    );
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC1&code=WRONG');
    await user.upload(await screen.findByLabelText(/^报告文件/), pdfFile());
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('报告编号与验证码不匹配')).toBeTruthy();
  });

  it('refuses a file over 10 MB before sending anything, keeping what was typed', async () => {
    const fetch = fakeFetch(() => ({ body: { genuine: true } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC20250130000001&code=NDXHELQ2', 'en');
    const input = await screen.findByLabelText(/^Report file/);
    await user.upload(input, pdfFile('%PDF-1.7', 'big.pdf', MAX_REPORT_FILE_BYTES + 1));
    // Said as soon as the file is chosen…
    expect(await screen.findByText(verifydoc.en.fileTooLarge)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // …and again in the summary on submit, with nothing sent and nothing lost.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'a report file is at most 10 MB',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Report number/) as HTMLInputElement).value).toBe(
      'KYC20250130000001',
    );
    expect((screen.getByLabelText(/^Verification code/) as HTMLInputElement).value).toBe(
      'NDXHELQ2',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file that is not a PDF, and takes it back when the file is removed', async () => {
    const fetch = fakeFetch(() => ({ body: { genuine: true, report: REPORT } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC20250130000001&code=NDXHELQ2', 'en');
    // A Word file renamed to .pdf: its bytes say what it is.
    await user.upload(await screen.findByLabelText(/^Report file/), pdfFile('PK\x03\x04word'));
    expect(await screen.findByText(verifydoc.en.fileNotPdf)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This file is not a PDF');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText(verifydoc.en.fileNotPdf)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The report number and code are genuine')).toBeTruthy();
    expect(callOf(fetch).url).toBe('/webapi/verify-doc');
  });

  it("shows apps/api's own size and type refusals beside the file", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 415,
        body: { code: 'NOT_A_PDF', message: 'Only PDF report files can be checked' },
      })),
    );
    const user = userEvent.setup();
    renderVerify('/verifydoc?reportNo=KYC20250130000001&code=NDXHELQ2', 'en');
    const input = await screen.findByLabelText(/^Report file/);
    await user.upload(input, pdfFile());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Only PDF report files can be checked').length).toBeGreaterThan(0);
  });

  it('checks size, then the %PDF- signature', async () => {
    const text = verifydoc.en;
    expect(await reportFileProblem(pdfFile(), text)).toBeUndefined();
    expect(await reportFileProblem(pdfFile('%PDF'), text)).toBe(text.fileNotPdf);
    expect(await reportFileProblem(pdfFile('', 'empty.pdf'), text)).toBe(text.fileNotPdf);
    expect(
      await reportFileProblem(pdfFile('%PDF-', 'x.pdf', MAX_REPORT_FILE_BYTES + 1), text),
    ).toBe(text.fileTooLarge);
    expect(
      await reportFileProblem(pdfFile('%PDF-', 'x.pdf', MAX_REPORT_FILE_BYTES), text),
    ).toBeUndefined();
  });
});
