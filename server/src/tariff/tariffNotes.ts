import { entityDefinition, type EntityDefinition } from '@tsw/domain';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

/** A legal note of the tariff on a section (Roman number), a chapter or a heading. */
export interface TariffNote {
  readonly subject: string;
  readonly text: string;
  /** The note in Bengali, where the data has it. */
  readonly textTranslated: string | null;
}

/**
 * The tariff's notes as the data has them (entity `tariffNote`), read through the reference cache so that an
 * import is seen at once and a page costs no query.
 */
export class TariffNotes {
  private readonly definition: EntityDefinition;

  constructor(private readonly cache: ReferenceCache) {
    const definition = entityDefinition('tariffNote');
    if (!definition) throw new Error('the entity catalog has no tariffNote');
    this.definition = definition;
  }

  /** The notes in force on the date on these subjects, in the order the subjects are given. */
  async notesOn(subjects: readonly string[], date: string): Promise<TariffNote[]> {
    const index = await this.cache.entityIndex(this.definition);
    const bySubject = new Map(index.recordsValidOn(date).map((record) => [record.code ?? '', record]));
    return subjects.flatMap((subject) => {
      const record = bySubject.get(subject);
      return record?.description
        ? [{ subject, text: record.description, textTranslated: record.descriptionTranslated ?? null }]
        : [];
    });
  }
}
