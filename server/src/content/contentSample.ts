import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentDraftProblems,
  type ContentDraft,
  type ContentKind,
  type ContentTranslation,
  type PortalCountry,
} from '@tsw/domain';
import type { Database } from '../database/database.js';
import { contentSamplePdf } from './contentSamplePdf.js';
import { insertContentMedia } from './contentMediaStore.js';
import { insertContentItem, isContentEmpty } from './contentStore.js';

/** The sample content we wrote (news, pages, FAQ, downloads, help desk, SROs, home blocks), in English and Bengali. */
const CONTENT_SAMPLE_DIRECTORY = new URL('../../sample-data/content/', import.meta.url).pathname;
const SAMPLE_EDITOR = 'sample-data';

interface SampleItem {
  slug: string;
  date?: string;
  category?: string;
  order?: number;
  link?: string;
  number?: string;
  file?: { filename: string };
  translations: Record<string, ContentTranslation>;
}

interface SampleFile {
  categories?: SampleItem[];
  items: SampleItem[];
}

/** Each sample file, the kind of its items and of its categories. */
const SAMPLE_FILES: readonly { file: string; kind: ContentKind; categoryKind?: ContentKind }[] = [
  { file: 'home.json', kind: 'homeBlock' },
  { file: 'news.json', kind: 'news' },
  { file: 'pages.json', kind: 'page' },
  { file: 'faq.json', kind: 'faq', categoryKind: 'faqCategory' },
  { file: 'downloads.json', kind: 'download', categoryKind: 'downloadCategory' },
  { file: 'help.json', kind: 'helpArticle', categoryKind: 'helpCategory' },
  { file: 'sros.json', kind: 'sro' },
];

function draftOf(kind: ContentKind, item: SampleItem, mediaId?: string): ContentDraft {
  return {
    kind,
    slug: item.slug,
    date: item.date,
    category: item.category,
    order: item.order,
    link: item.link,
    number: item.number,
    mediaId,
    translations: item.translations,
  };
}

/**
 * Loads the sample content, published and marked as sample, on a database that has no content yet: every
 * item is checked as an editor's would be, and the whole lands in one transaction or not at all.
 */
export async function loadContentSampleIfEmpty(
  database: Database,
  options: { country?: PortalCountry; directory?: string } = {},
): Promise<boolean> {
  const { country = 'BD', directory = CONTENT_SAMPLE_DIRECTORY } = options;
  if (!existsSync(directory) || !(await isContentEmpty(database))) return false;
  const files = SAMPLE_FILES.map((entry) => ({
    ...entry,
    data: JSON.parse(readFileSync(join(directory, entry.file), 'utf8')) as SampleFile,
  }));
  // Files first, each in its own short transaction; an item that fails below leaves only unused files.
  const mediaIds = new Map<string, string>();
  for (const { data } of files) {
    for (const item of data.items) {
      if (!item.file) continue;
      const media = await insertContentMedia(database, {
        fileName: item.file.filename,
        chunks: [await contentSamplePdf(item, country)],
        username: SAMPLE_EDITOR,
        sample: true,
      });
      mediaIds.set(item.file.filename, media.id);
    }
  }
  const categories = new Set<string>();
  const drafts: ContentDraft[] = [];
  for (const { kind, categoryKind, data } of files) {
    for (const category of data.categories ?? []) {
      if (!categoryKind) continue;
      drafts.push(draftOf(categoryKind, category));
      categories.add(`${categoryKind} ${category.slug}`);
    }
    for (const item of data.items)
      drafts.push(draftOf(kind, item, item.file ? mediaIds.get(item.file.filename) : undefined));
  }
  const context = {
    isCategory: (kind: ContentKind, slug: string) => categories.has(`${kind} ${slug}`),
    isMedia: (id: string) => [...mediaIds.values()].includes(id),
  };
  for (const draft of drafts) {
    const problems = contentDraftProblems(draft, context);
    if (problems.length > 0) {
      throw new Error(
        `Sample content ${draft.kind} "${draft.slug}": ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`,
      );
    }
  }
  await database.transaction(async (transaction) => {
    for (const draft of drafts) {
      await insertContentItem(transaction, draft, {
        username: SAMPLE_EDITOR,
        sample: true,
        status: 'published',
      });
    }
  });
  return true;
}
