import { describe, expect, it } from 'vitest';
import { listPageOf, listPageSizeOrDefault } from './listPage';

describe('the page of a list a query string asks for', () => {
  it('reads a page from 1, the first for anything else', () => {
    expect(listPageOf('3')).toBe(3);
    expect(listPageOf('2.5')).toBe(2);
    for (const value of [null, '', '0', '-4', 'two']) expect(listPageOf(value)).toBe(1);
  });

  it('reads a page size the lists offer, ten for any other', () => {
    expect(listPageSizeOrDefault('25')).toBe(25);
    for (const value of [null, '7', 'all']) expect(listPageSizeOrDefault(value)).toBe(10);
  });
});
