import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentDraftProblems,
  type ContentDraft,
  type ContentKind,
  type ContentTranslation,
} from '@tsw/domain';
import type { Database } from '../database/database.js';
import { pdfBytes } from '../documents/pdfDocument.js';
import { insertContentMedia } from './contentMediaStore.js';
import { insertContentItem, isContentEmpty } from './contentStore.js';

/** The sample content we wrote (news, pages, FAQ, downloads, help desk, SROs, home blocks), in English and Bengali. */
const CONTENT_SAMPLE_DIRECTORY = new URL('../../sample-data/content/', import.meta.url).pathname;
const SAMPLE_EDITOR = 'sample-data';
const SAMPLE_PDF_MARGIN = 56;

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

/** A one-page PDF standing in for a download or an SRO, saying plainly that it is a sample. */
function samplePdf(item: SampleItem): Promise<Buffer> {
  const english = item.translations.en?.title ?? item.slug;
  return pdfBytes(english, async (document) => {
    // The portal's page setup has no margins (tables place themselves); a letter-like page has.
    document.x = SAMPLE_PDF_MARGIN;
    document.y = SAMPLE_PDF_MARGIN;
    document.font('latin-bold').fontSize(16).text(english, { width: 480 });
    if (item.number) document.moveDown(0.5).font('latin-regular').fontSize(11).text(item.number);
    if (item.date) document.font('latin-regular').fontSize(11).text(item.date);
    const summary = item.translations.en?.summary;
    if (summary) document.moveDown().font('latin-regular').fontSize(11).text(summary, { width: 480 });
    const bengali = item.translations.bn?.title;
    if (bengali) document.moveDown().font('bengali-regular').fontSize(13).text(bengali, { width: 480 });
    document
      .moveDown(2)
      .font('latin-bold')
      .fontSize(10)
      .text(
        'SAMPLE DOCUMENT: written by the Trade Single Window project to show the portal; not an official text.',
        {
          width: 480,
        },
      );
  });
}

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
  directory = CONTENT_SAMPLE_DIRECTORY,
): Promise<boolean> {
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
        chunks: [await samplePdf(item)],
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
