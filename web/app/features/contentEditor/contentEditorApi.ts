import { SERVER_PATHS, type ContentItem, type ContentKind, type ContentStatus } from '@tsw/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, type ApiFieldProblem } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export type EditorItem = ContentItem;

export interface EditorChange {
  readonly action: 'create' | 'update' | 'publish' | 'unpublish';
  readonly username: string;
  readonly changedAt: string;
  readonly version: number;
}

export interface EditorMedia {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly url: string;
}

/** An item as the site would show it (the API's public item): its body as safe HTML. */
export interface EditorPreview {
  readonly title: string;
  readonly summary?: string;
  readonly bodyHtml?: string;
  readonly language: string;
  readonly fallback: boolean;
}

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
      apiFetch<{ items: EditorItem[] }>(SERVER_PATHS.contentEditorItems, { accessToken }).then(
        (answer) => answer.items,
      ),
    enabled: accessToken !== null,
  });
}

export function useEditorItem(id: string | undefined) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: editorQueryKeys.item(id ?? ''),
    queryFn: () => apiFetch<EditorItem>(`${SERVER_PATHS.contentEditorItems}/${id}`, { accessToken }),
    enabled: accessToken !== null && id !== undefined,
  });
}

export function useEditorChanges(id: string | undefined) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: editorQueryKeys.changes(id ?? ''),
    queryFn: () =>
      apiFetch<{ changes: EditorChange[] }>(`${SERVER_PATHS.contentEditorItems}/${id}/changes`, {
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
      apiFetch<{ media: EditorMedia[] }>(SERVER_PATHS.contentEditorMedia, { accessToken }).then(
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
    return apiFetch<EditorItem>(SERVER_PATHS.contentEditorItems, {
      method: 'POST',
      body: draft,
      accessToken,
    });
  }
  // An item's kind is fixed when it is created.
  const fields: Record<string, unknown> = { ...draft };
  delete fields.kind;
  return apiFetch<EditorItem>(`${SERVER_PATHS.contentEditorItems}/${stored.id}`, {
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
  return apiFetch<EditorItem>(`${SERVER_PATHS.contentEditorItems}/${item.id}/${action}`, {
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
  return apiFetch<EditorPreview>(SERVER_PATHS.contentEditorPreview, {
    method: 'POST',
    body: { item: draft, lang: language },
    accessToken,
  });
}

/** Uploads a file as the request's body (§9: at most 128 MiB); a refusal throws an ApiError. */
export async function uploadEditorMedia(file: File, accessToken: string | null): Promise<EditorMedia> {
  let response: Response;
  try {
    response = await fetch(
      `${SERVER_PATHS.contentEditorMedia}?fileName=${encodeURIComponent(file.name.normalize('NFC'))}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/octet-stream',
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        },
        body: file,
      },
    );
  } catch {
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  const body = (await response.json().catch(() => null)) as
    (EditorMedia & { code?: string; problems?: ApiFieldProblem[] }) | null;
  if (!response.ok) {
    throw new ApiError(response.status, body?.code ?? 'HTTP_ERROR', body?.problems ?? []);
  }
  return body as EditorMedia;
}
