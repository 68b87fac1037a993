import type { Bilingual } from './locale';

/** Words several components share. */
export const CLOSE: Bilingual = { 'zh-CN': '关闭', en: 'Close' };
export const LOADING: Bilingual = { 'zh-CN': '加载中…', en: 'Loading…' };
