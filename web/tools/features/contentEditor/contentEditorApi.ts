import {
  CONTENT_CHANGES_ANSWER,
  CONTENT_EDITOR_ITEM,
  CONTENT_EDITOR_ITEMS_ANSWER,
  CONTENT_MEDIA,
  CONTENT_MEDIA_LIST_ANSWER,
  PUBLIC_CONTENT_ITEM,
  SERVER_PATHS,
  type ContentChange,
  type ContentItem,
  type ContentKind,
  type ContentMediaFile,
  type ContentStatus,
  type PublicContentItem,
} from '@tsw/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export type EditorItem = ContentItem;

export type EditorChange = ContentChange;

export type EditorMedia = ContentMediaFile;

/** An item as the site would show it (the API's public item): its body as safe HTML. */
export type EditorPreview = PublicContentItem;

/** What the editor sends: the item's fields, without its history. */
export type EditorDraft = Omit<
  EditorItem,
  'id' | 'status' | 'sample' | 'version' | 'publishedAt' | 'updatedAt' | 'updatedBy' | 'kind'
> & { readonly kind: ContentKind };

export const editorQueryKeys = {
  items: ['content-editor', 'items'] as const,
  item: (id: string) => ['content-editor', 'items', id] as const,
  changes: (id: string) => ['content-editor', 'items', id, 'changes'] as const,
  media: ['content-editor', 'media'] as const,
};

/** Every item, drafts included; the list screen filters it by kind and state. */
export function useEditorItems() {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: editorQueryKeys.items,
    queryFn: () =>
      apiFetch(SERVER_PATHS.contentEditorItems, CONTENT_EDITOR_ITEMS_ANSWER, { accessToken }).then(
        (answer): EditorItem[] => answer.items,
      ),
    enabled: accessToken !== null,
  });
}

export function useEditorItem(id: string | undefined) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: editorQueryKeys.item(id ?? ''),
    queryFn: (): Promise<EditorItem> =>
      apiFetch(`${SERVER_PATHS.contentEditorItems}/${id}`, CONTENT_EDITOR_ITEM, { accessToken }),
    enabled: accessToken !== null && id !== undefined,
  });
}

export function useEditorChanges(id: string | undefined) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: editorQueryKeys.changes(id ?? ''),
    queryFn: () =>
      apiFetch(`${SERVER_PATHS.contentEditorItems}/${id}/changes`, CONTENT_CHANGES_ANSWER, {
        accessToken,
      }).then((answer) => answer.changes),
    enabled: accessToken !== null && id !== undefined,
  });
}

/** A file uploaded before, by its id: from the list of uploads (the file's own address sends the file). */
export function useEditorMedia(id: string | undefined) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: editorQueryKeys.media,
    queryFn: () =>
      apiFetch(SERVER_PATHS.contentEditorMedia, CONTENT_MEDIA_LIST_ANSWER, { accessToken }).then(
        (answer) => answer.media,
      ),
    enabled: accessToken !== null && Boolean(id),
    select: (media) => media.find((file) => file.id === id),
  });
}

/** Creates a draft, or saves a change made from `version`; a refusal throws an ApiError naming each field. */
export function saveEditorItem(
  draft: EditorDraft,
  stored: { id: string; version: number } | undefined,
  accessToken: string | null,
): Promise<EditorItem> {
  if (!stored) {
    return apiFetch(SERVER_PATHS.contentEditorItems, CONTENT_EDITOR_ITEM, {
      method: 'POST',
      body: draft,
      accessToken,
    });
  }
  // An item's kind is fixed when it is created.
  const fields: Record<string, unknown> = { ...draft };
  delete fields.kind;
  return apiFetch(`${SERVER_PATHS.contentEditorItems}/${stored.id}`, CONTENT_EDITOR_ITEM, {
    method: 'PUT',
    body: { ...fields, version: stored.version },
    accessToken,
  });
}

/** Publishes or withdraws an item, from the version the editor sees. */
export function setEditorItemStatus(
  item: { id: string; version: number },
  status: ContentStatus,
  accessToken: string | null,
): Promise<EditorItem> {
  const action = status === 'published' ? 'publish' : 'unpublish';
  return apiFetch(`${SERVER_PATHS.contentEditorItems}/${item.id}/${action}`, CONTENT_EDITOR_ITEM, {
    method: 'POST',
    body: { version: item.version },
    accessToken,
  });
}

export function previewEditorItem(
  draft: EditorDraft,
  language: string,
  accessToken: string | null,
): Promise<EditorPreview> {
  return apiFetch(SERVER_PATHS.contentEditorPreview, PUBLIC_CONTENT_ITEM, {
    method: 'POST',
    body: { item: draft, lang: language },
    accessToken,
  });
}

/** Uploads a file as the request's body (at most 128 MiB); a refusal throws an ApiError. */
export function uploadEditorMedia(file: File, accessToken: string | null): Promise<EditorMedia> {
  return apiFetch(
    `${SERVER_PATHS.contentEditorMedia}?fileName=${encodeURIComponent(file.name.normalize('NFC'))}`,
    CONTENT_MEDIA,
    { method: 'POST', file, accessToken },
  );
}
