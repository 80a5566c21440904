import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import {
  partyDefinitionFor,
  partyReadingOf,
  partyRecordFor,
  partyRowsReachedBy,
  partyRowsRefused,
  type PartyReading,
} from './partyRecords.js';

const SCOPE = { clientId: 'portal', realmRoles: false };
const company = entityDefinition('company') as EntityDefinition;
const bank = entityDefinition('bank') as EntityDefinition;
const holding = (...roles: string[]) =>
  partyReadingOf({ realmRoles: [], clientRoles: { portal: roles } }, SCOPE);

describe('party records by role', () => {
  it('lets declarants and customs officers read contacts, and officers read in bulk', () => {
    expect(holding('trader')).toEqual({ contacts: false, bulk: false });
    expect(holding('declarant')).toEqual({ contacts: true, bulk: false });
    expect(holding('customs-officer')).toEqual({ contacts: true, bulk: true });
    // A role on another client grants nothing here.
    expect(partyReadingOf({ realmRoles: [], clientRoles: { other: ['customs-officer'] } }, SCOPE)).toEqual({
      contacts: false,
      bulk: false,
    });
    expect(partyReadingOf(null, SCOPE)).toEqual({ contacts: false, bulk: false });
  });

  it('takes the contact fields out of the table and its records for other readers', () => {
    const trader: PartyReading = { contacts: false, bulk: false };
    const seen = partyDefinitionFor(company, trader);
    expect(Object.keys(seen.fields)).not.toContain('email');
    expect(seen.selectedFields).not.toContain('phoneNumber');
    expect(seen.selectedFields).toContain('address1');
    expect(partyDefinitionFor(company, { contacts: true, bulk: false })).toBe(company);
    expect(partyDefinitionFor(bank, trader)).toBe(bank);
    const record = { code: '1', email: 'a@example.test', phoneNumber: '+880', address1: 'Tongi' };
    expect(partyRecordFor(company, record, trader)).toEqual({ code: '1', address1: 'Tongi' });
    expect(partyRecordFor(company, record, { contacts: true, bulk: false })).toEqual(record);
  });

  it('refuses more than 1,000 party records at once without the bulk role', () => {
    const declarant: PartyReading = { contacts: true, bulk: false };
    expect(partyRowsRefused(company, 1000, declarant)).toBe(false);
    expect(partyRowsRefused(company, 1001, declarant)).toBe(true);
    expect(partyRowsRefused(company, 1001, { contacts: true, bulk: true })).toBe(false);
    expect(partyRowsRefused(bank, 5000, declarant)).toBe(false);
    // A page counts as far as it reads: paging past the cap is refused as one large page is.
    expect(partyRowsRefused(company, partyRowsReachedBy({ offset: 1000, max: 1 }), declarant)).toBe(true);
    expect(partyRowsRefused(company, partyRowsReachedBy({ offset: 990, max: 10 }), declarant)).toBe(false);
  });
});
