import {
  CONTENT_KIND_NAMES,
  ContentSearchIndex,
  type ContentItem,
  type ContentKind,
  type Language,
  type PublicContentItem,
} from '@tsw/domain';
import { publicContentItem } from './contentJson.js';
import type { SqlExecutor } from '../database/database.js';
import { VersionedMemoryCopy } from '../database/versionedMemoryCopy.js';
import { contentMediaByIds, type ContentMedia } from './contentMediaStore.js';
import { contentItems, contentVersion } from './contentStore.js';
import { DATA_CHANGE_CHANNELS, type DataChangeAnnouncer } from '../database/dataChangeChannels.js';

/** The published content of one version: each kind's items in reading order, their search and files. */
class PublishedContent {
  private readonly byKind = new Map<ContentKind, readonly ContentItem[]>();
  private readonly searches = new Map<ContentKind, ContentSearchIndex>();
  private readonly byId = new Map<string, ContentItem>();
  private readonly views = new Map<string, PublicContentItem>();

  constructor(
    readonly version: string,
    items: readonly ContentItem[],
    private readonly media: ReadonlyMap<string, ContentMedia>,
  ) {
    for (const kind of CONTENT_KIND_NAMES) {
      const ofKind = items.filter((item) => item.kind === kind).sort(readingOrder);
      this.byKind.set(kind, ofKind);
    }
    for (const item of items) this.byId.set(item.id, item);
  }

  items(kind: ContentKind): readonly ContentItem[] {
    return this.byKind.get(kind) ?? [];
  }

  item(kind: ContentKind, slug: string): ContentItem | undefined {
    return this.items(kind).find((item) => item.slug === slug);
  }

  /** The items of a kind that every word of the query finds, best first (the index is made on first use). */
  search(kind: ContentKind, query: string): readonly ContentItem[] {
    let index = this.searches.get(kind);
    if (!index) {
      // Undated kinds (help-desk articles) rank their ties newest published first.
      index = new ContentSearchIndex(
        this.items(kind).map((item) => ({ ...item, date: item.date ?? item.publishedAt ?? undefined })),
      );
      this.searches.set(kind, index);
    }
    return index.search(query).flatMap((id) => this.byId.get(id) ?? []);
  }

  /** An item as the site shows it in a language; its Markdown is rendered once per version. */
  publicView(item: ContentItem, language: Language): PublicContentItem {
    const key = `${item.id} ${language}`;
    let view = this.views.get(key);
    if (!view) {
      view = publicContentItem(item, language, (id) => this.media.get(id));
      this.views.set(key, view);
    }
    return view;
  }

  /** A file that a published item offers; files of drafts only are not public. */
  publicMedia(id: string): ContentMedia | undefined {
    return this.media.get(id);
  }
}

/** Newest first where items are dated (news, downloads, SROs), else by the editors' order, then by slug. */
function readingOrder(left: ContentItem, right: ContentItem): number {
  return (
    (right.date ?? '').localeCompare(left.date ?? '') ||
    (left.order ?? 0) - (right.order ?? 0) ||
    left.slug.localeCompare(right.slug)
  );
}

/**
 * Published content served from memory, like reference data: it changes rarely and PGlite answers one
 * statement at a time. Rebuilt when the content version in the database moves, which every instance hears
 * announced (and checks every refresh interval); the instance that made a change calls `refresh` to see it
 * at once. Listeners hear of each new version, however it was found (the site generator regenerates the
 * pages it changed).
 */
export class ContentCache {
  private readonly memory: VersionedMemoryCopy<PublishedContent>;
  private readonly listeners = new Set<(content: PublishedContent) => void>();

  constructor(private readonly database: SqlExecutor) {
    this.memory = new VersionedMemoryCopy({
      version: () => contentVersion(database),
      versionOf: (content) => content.version,
      read: () => this.load(),
      whileReading: 'next',
      changed: (content) => {
        for (const listener of this.listeners) listener(content);
      },
    });
  }

  async start(refreshIntervalMs: number, changes: DataChangeAnnouncer): Promise<void> {
    await this.published();
    this.memory.refreshEvery(refreshIntervalMs);
    await this.memory.refreshOnAnnouncement(changes, DATA_CHANGE_CHANNELS.content);
  }

  stop(): Promise<void> {
    return this.memory.stop();
  }

  onChange(listener: (content: PublishedContent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  published(): Promise<PublishedContent> {
    return this.memory.copy();
  }

  /** Re-reads the version, and the content when it moved. */
  async refresh(): Promise<void> {
    await this.memory.refresh();
  }

  private async load(): Promise<PublishedContent> {
    const version = await contentVersion(this.database);
    const items = await contentItems(this.database, { status: 'published' });
    const media = await contentMediaByIds(
      this.database,
      items.flatMap((item) => (item.mediaId ? [item.mediaId] : [])),
    );
    return new PublishedContent(version, items, media);
  }
}
