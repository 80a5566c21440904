/**
 * Files editors upload for downloads and SROs: documents, spreadsheets and pictures, each at most
 * 134,217,728 bytes (128 MiB). A file is accepted by its name's extension and by its first bytes, so a
 * program renamed to .pdf is refused.
 */
export const CONTENT_MEDIA_LIMITS = {
  maxBytes: 134_217_728,
  fileNameMaxLength: 160,
} as const;

interface MediaType {
  readonly contentType: string;
  /** The first bytes every file of the type starts with; none for text. */
  readonly signature?: readonly number[];
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // Office Open XML files are ZIP archives
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export const CONTENT_MEDIA_TYPES: Readonly<Record<string, MediaType>> = {
  pdf: { contentType: 'application/pdf', signature: PDF },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: ZIP,
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', signature: ZIP },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signature: ZIP,
  },
  csv: { contentType: 'text/csv; charset=utf-8' },
  png: { contentType: 'image/png', signature: PNG },
  jpg: { contentType: 'image/jpeg', signature: JPEG },
  jpeg: { contentType: 'image/jpeg', signature: JPEG },
};

export type MediaProblemCode =
  'MEDIA_NAME_INVALID' | 'MEDIA_TYPE_NOT_ALLOWED' | 'MEDIA_CONTENT_MISMATCH' | 'MEDIA_EMPTY';

/** A file name as stored and served: no folders or reserved characters, an extension. */
const FILE_NAME = /^[^\\/:*?"<>|]+\.([A-Za-z0-9]+)$/;

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) < 0x20) return true;
  return false;
}

export function mediaExtensionOf(fileName: string): string | undefined {
  if (hasControlCharacter(fileName)) return undefined;
  return FILE_NAME.exec(fileName)?.[1]?.toLowerCase();
}

/** Why a file may not be stored, from its name and its first bytes; undefined when it may. */
export function mediaFileProblem(fileName: string, head: Uint8Array): MediaProblemCode | undefined {
  if (fileName.length > CONTENT_MEDIA_LIMITS.fileNameMaxLength || fileName.trim() !== fileName) {
    return 'MEDIA_NAME_INVALID';
  }
  const extension = mediaExtensionOf(fileName);
  if (extension === undefined) return 'MEDIA_NAME_INVALID';
  const type = CONTENT_MEDIA_TYPES[extension];
  if (!type) return 'MEDIA_TYPE_NOT_ALLOWED';
  if (head.length === 0) return 'MEDIA_EMPTY';
  if (type.signature && !type.signature.every((byte, index) => head[index] === byte))
    return 'MEDIA_CONTENT_MISMATCH';
  return undefined;
}
