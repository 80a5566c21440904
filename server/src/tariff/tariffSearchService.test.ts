import { entityDefinition, type EntityDefinition, type ReferenceRecord } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { EntityIndex } from '../referenceService/entityIndex.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { TariffSearchService } from './tariffSearchService.js';

const commodity = entityDefinition('commodity') as EntityDefinition;

/** A tariff with a line added on each of the first ten days of 2026: ten periods. */
function serviceOfTenPeriods(today: string): TariffSearchService {
  const records = Array.from({ length: 10 }, (_, day) => ({
    code: `01${String(day + 1).padStart(2, '0')}`,
    description: `Live animals of kind ${day + 1}`,
    validFromDate: `2026-01-${String(day + 1).padStart(2, '0')}`,
    validToDate: null,
  })) as ReferenceRecord[];
  const index = new EntityIndex(commodity, records);
  const cache = { entityIndex: async () => index } as unknown as ReferenceCache;
  return new TariffSearchService(cache, [], new Map(), new Map(), () => today);
}

describe('the tariff search service', () => {
  it('builds one ranker per period of the tariff, not per date', async () => {
    const service = serviceOfTenPeriods('2026-01-20');
    expect(await service.tariffOn('2026-01-20')).toBe(await service.tariffOn('2027-03-01'));
    expect(await service.tariffOn('2026-01-03')).not.toBe(await service.tariffOn('2026-01-04'));
  });

  it("keeps today's ranker however many past periods are asked for", async () => {
    const service = serviceOfTenPeriods('2026-01-20');
    const todays = await service.tariffOn('2026-01-20');
    const early = await service.tariffOn('2026-01-01');
    for (let day = 2; day <= 9; day++) await service.tariffOn(`2026-01-0${day}`);
    expect(await service.tariffOn('2026-01-20')).toBe(todays);
    // Past periods are kept a few at a time: the first one asked for went, and is built again.
    expect(await service.tariffOn('2026-01-01')).not.toBe(early);
  });

  it('finds the lines under a heading by its Bengali title, and tells each line its HS text', async () => {
    const records = [
      { code: '10063010', description: 'Rice, parboiled', validFromDate: '2025-07-01', validToDate: null },
      { code: '10064000', description: 'Broken rice', validFromDate: '2025-07-01', validToDate: null },
      { code: '09024000', description: 'Black tea', validFromDate: '2025-07-01', validToDate: null },
    ] as ReferenceRecord[];
    const index = new EntityIndex(commodity, records);
    const cache = { entityIndex: async () => index } as unknown as ReferenceCache;
    const english = new Map([
      ['1006', 'Rice'],
      ['100640', 'Rice; broken'],
      ['0902', 'Tea, whether or not flavoured'],
    ]);
    const bengali = new Map([
      ['1006', 'চাল'],
      ['0902', 'চা'],
    ]);
    const service = new TariffSearchService(cache, [], english, bengali, () => '2025-11-28');
    const found = async (text: string) =>
      (await service.search({ kind: 'words', text }, '2025-11-28')).ranked.map((line) => line.code);
    expect(await found('চাল')).toEqual(expect.arrayContaining(['10063010', '10064000']));
    expect(await found('চাল')).not.toContain('09024000');
    expect(await found('চা')).toEqual(['09024000']);
    const tariff = await service.tariffOn('2025-11-28');
    expect(tariff.line('10064000').hsDescription).toBe('Rice; broken');
    expect(tariff.line('10063010').hsDescription).toBeNull();
  });
});
