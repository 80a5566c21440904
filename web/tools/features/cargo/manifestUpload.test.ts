import { describe, expect, it } from 'vitest';
import { manifestFileType } from './manifestUpload';

describe('manifestFileType', () => {
  it('sends XML and CSV files as the service reads them, in any case, and nothing else', () => {
    expect(manifestFileType('Chattogram.XML')).toBe('application/xml');
    expect(manifestFileType('manifests.csv')).toBe('text/csv');
    expect(manifestFileType('manifests.xlsx')).toBeNull();
    expect(manifestFileType('manifests')).toBeNull();
  });
});
