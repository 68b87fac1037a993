import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchHref } from './searchQuery';

const read = (query: string) => readSearchQuery(new URLSearchParams(query));
const KEY = '99ca912d820a11a84d002cc65f69fe3b';

describe('readSearchQuery', () => {
  it.each([
    ['', { q: '', page: 1, pageSize: 20, id: '' }],
    ['q=%20acme%20&page=3&pageSize=50', { q: 'acme', page: 3, pageSize: 50, id: '' }],
    ['q=a&page=0&pageSize=30', { q: 'a', page: 1, pageSize: 20, id: '' }],
    ['q=a&page=2.5&pageSize=abc', { q: 'a', page: 1, pageSize: 20, id: '' }],
    ['q=a&page=-1&pageSize=100', { q: 'a', page: 1, pageSize: 100, id: '' }],
    [`id=${KEY.toUpperCase()}`, { q: '', page: 1, pageSize: 20, id: KEY }],
    ['id=../../etc', { q: '', page: 1, pageSize: 20, id: '' }],
  ])('reads %s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it.each([10, 20, 50, 80, 100])('accepts the page size %i', (size) => {
    expect(read(`pageSize=${size}`).pageSize).toBe(size);
  });

  it('cuts a query to 100 characters', () => {
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('searchHref', () => {
  it.each([
    [{ q: 'acme' }, '/live-search?q=acme&page=1&pageSize=20'],
    [{ q: '科技', page: 2, pageSize: 50 }, '/live-search?q=%E7%A7%91%E6%8A%80&page=2&pageSize=50'],
    [{ q: 'a', id: KEY }, `/live-search?q=a&page=1&pageSize=20&id=${KEY}`],
    [{ id: KEY }, `/live-search?id=${KEY}`],
    [{}, '/live-search'],
  ])('writes %j', (query, expected) => {
    expect(searchHref(query)).toBe(expected);
  });

  it('round-trips through readSearchQuery', () => {
    const query = { q: 'Pte Ltd', page: 4, pageSize: 80, id: KEY };
    expect(readSearchQuery(new URL(searchHref(query), 'http://x').searchParams)).toEqual(query);
  });
});
