import type { Database } from './database.js';

/**
 * The channels on which the database announces a change of what instances keep in memory, one per memory
 * copy. Migration 0011's triggers notify them at each commit that bumps the matching version row.
 */
export const DATA_CHANGE_CHANNELS = {
  reference: 'reference_changed',
  content: 'content_changed',
  guide: 'guide_changed',
  hsModel: 'hs_model_changed',
} as const;

export type DataChangeChannel = (typeof DATA_CHANGE_CHANNELS)[keyof typeof DATA_CHANGE_CHANNELS];

/** Where a memory copy hears of changes: the database (`Database.listen`). */
export type DataChangeAnnouncer = Pick<Database, 'listen'>;
