import { Type, type Static } from 'typebox';

/*
 * An uploaded file as the editors' API answers it (`/api/content-editor/media`), written once: the
 * server's routes declare it, the web front end checks what it receives against it.
 */

export const CONTENT_MEDIA = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    fileName: Type.String(),
    contentType: Type.String(),
    byteSize: Type.Integer(),
    sha256: Type.String(),
    sample: Type.Boolean(),
    uploadedAt: Type.String(),
    uploadedBy: Type.String(),
    url: Type.String({ description: 'The public address, answered once a published item offers the file.' }),
  },
  { $id: 'ContentMedia' },
);

/** Every file uploaded. */
export const CONTENT_MEDIA_LIST_ANSWER = Type.Object({ media: Type.Array(CONTENT_MEDIA) });

export type ContentMediaFile = Static<typeof CONTENT_MEDIA>;
