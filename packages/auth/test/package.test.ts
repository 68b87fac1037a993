import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index';
import * as react from '../src/react/index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(join(root, 'src'));
const coreFiles = files.filter((file) => !relative(root, file).startsWith(join('src', 'react')));

describe('@kyc/auth exports', () => {
  it('has every name the issue asks for in the core', () => {
    for (const name of [
      'AcctType',
      'createUserStore',
      'sessionCookieValue',
      'serializeSessionCookie',
      'parseSessionCookie',
      'isLoggedIn',
      'requestHeaders',
      'hasPermission',
      'isAdmin',
      'isBusinessManager',
      'isManagerUser',
      'canSeePrices',
      'canUpgrade',
      'isPostPay',
      'needsAliveCheck',
      'aliveCheckIntervalMs',
      'isScanUser',
      'shouldWarnExpiry',
      'daysUntilExpiry',
      'loginRedirect',
      'normalizeLoginInfo',
      'applyButtonText',
      'createAliveCheck',
      'SESSION_COOKIE_NAME',
      'ALIVE_COOKIE_NAME',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('has the provider and hooks in @kyc/auth/react', () => {
    expect(Object.keys(react).sort()).toEqual([
      'AuthProvider',
      'Can',
      'usePermission',
      'useUser',
      'useUserStore',
    ]);
  });

  it('measures the size of every core export (size-limit list in step with src/index.ts)', () => {
    const check = pkg['size-limit'].find((entry: { import: string }) => entry.import !== '*');
    const listed = check.import
      .replace(/[{}\s]/g, '')
      .split(',')
      .sort();
    expect(listed).toEqual(Object.keys(core).sort());
    expect(check.limit).toBe('2 KB');
  });

  it('keeps React out of the core', () => {
    for (const file of coreFiles) {
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/from 'react/);
    }
  });

  it('never touches window or document at import time (every module loads without a DOM)', async () => {
    expect(typeof window).toBe('undefined');
    for (const file of files) await import(file);
  });
});
