import { describe, expect, it } from 'vitest';
import { SRO_LOOKUP_CODES_MAX, sroCp3CodesOf } from './sroCp3Codes';

describe('sroCp3CodesOf', () => {
  it('reads codes separated by spaces, commas, semicolons and lines, each once', () => {
    expect(sroCp3CodesOf(' 101, 102;103\n104 101 ')).toEqual({ codes: ['101', '102', '103', '104'] });
  });

  it('says when no code is given', () => {
    expect(sroCp3CodesOf(' ,\n ')).toEqual({ problem: 'empty' });
  });

  it('takes 1000 codes and refuses one more, as a whole', () => {
    const codes = (count: number) => Array.from({ length: count }, (_, index) => String(index)).join(' ');
    expect(SRO_LOOKUP_CODES_MAX).toBe(1000);
    expect(sroCp3CodesOf(codes(1000))).toMatchObject({ codes: expect.any(Array) });
    expect(sroCp3CodesOf(codes(1001))).toEqual({ problem: 'tooMany', count: 1001, max: 1000 });
  });

  it('refuses a code longer than the service reads', () => {
    expect(sroCp3CodesOf(`101 ${'9'.repeat(10_000)}`)).toMatchObject({ problem: 'tooLong', max: 500 });
  });
});
