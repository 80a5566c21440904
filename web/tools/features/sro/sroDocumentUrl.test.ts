import { describe, expect, it } from 'vitest';
import { sroDocumentUrl } from './sroDocumentUrl';

describe('sroDocumentUrl', () => {
  it('reads the path under the configured address, with one slash between', () => {
    expect(sroDocumentUrl('/api/content/sro-documents/', '/sro-119-2025')).toBe(
      '/api/content/sro-documents/sro-119-2025',
    );
    expect(sroDocumentUrl('https://docs.nbr.example/sro', 'sro/2025/sro-119.pdf')).toBe(
      'https://docs.nbr.example/sro/sro/2025/sro-119.pdf',
    );
  });

  it('takes a full address as it is', () => {
    expect(sroDocumentUrl('/api/content/sro-documents/', 'https://nbr.example/119.pdf')).toBe(
      'https://nbr.example/119.pdf',
    );
  });

  it('has no document without a path, or before the configuration is read', () => {
    expect(sroDocumentUrl('/x/', null)).toBeUndefined();
    expect(sroDocumentUrl('/x/', ' ')).toBeUndefined();
    expect(sroDocumentUrl(undefined, '/sro-119-2025')).toBeUndefined();
  });
});
