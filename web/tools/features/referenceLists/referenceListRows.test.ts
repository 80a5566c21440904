import { ENTITY_NAMES } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { referenceListGroups } from './referenceListRows';

describe('referenceListGroups', () => {
  const groups = referenceListGroups();
  const rows = groups.flatMap((group) => group.rows);

  it('lists every served table once', () => {
    expect(rows.map((row) => row.entity).sort()).toEqual([...ENTITY_NAMES].sort());
  });

  it('keeps the groups’ order and puts each sub-entity right under its parent', () => {
    expect(groups.map((group) => group.group)).toEqual([
      'tariff',
      'procedures',
      'international',
      'nationalParties',
      'other',
    ]);
    const bank = rows.findIndex((row) => row.entity === 'bank');
    expect(rows[bank + 1]).toEqual({ entity: 'bankBranches', parent: 'bank' });
    const customsOffice = rows.findIndex((row) => row.entity === 'customsOffice');
    expect(rows.slice(customsOffice + 1, customsOffice + 3).map((row) => row.parent)).toEqual([
      'customsOffice',
      'customsOffice',
    ]);
  });
});
