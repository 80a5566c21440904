import {
  CONTENT_MEDIA,
  CONTENT_MEDIA_LIMITS,
  CONTENT_MEDIA_LIST_ANSWER,
  CONTENT_MEDIA_TYPES,
  mediaFileProblem,
  SERVER_PATHS,
} from '@tsw/domain';
import type { Readable } from 'node:stream';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { CONTENT_EDITORS } from './contentEditorRoutes.js';
import { contentMediaUrl } from './contentJson.js';
import { sendContentMedia } from './contentMediaReply.js';
import {
  contentMedia,
  contentMediaList,
  insertContentMedia,
  type ContentMedia,
} from './contentMediaStore.js';

const MEDIA_MESSAGES = {
  MEDIA_NAME_INVALID: 'The file name is not valid: a name with an extension, without folders.',
  MEDIA_TYPE_NOT_ALLOWED: `Only these files may be uploaded: ${Object.keys(CONTENT_MEDIA_TYPES).join(', ')}.`,
  MEDIA_CONTENT_MISMATCH: 'The file’s content does not match its extension.',
  MEDIA_EMPTY: 'The file is empty.',
} as const;

const TOO_LARGE = problem(
  413,
  'MEDIA_TOO_LARGE',
  `A file may have at most ${CONTENT_MEDIA_LIMITS.maxBytes} bytes (128 MiB).`,
  [
    {
      path: 'file',
      code: 'MEDIA_TOO_LARGE',
      message: 'The file is too large.',
      params: { max: CONTENT_MEDIA_LIMITS.maxBytes },
    },
  ],
);

function isReadable(body: unknown): body is Readable {
  return (
    typeof (body as Readable | undefined)?.[Symbol.asyncIterator] === 'function' &&
    typeof (body as Readable).resume === 'function'
  );
}

function withUrl(media: ContentMedia) {
  return { ...media, url: contentMediaUrl(media) };
}

/** The whole upload, or undefined as soon as it passes the limit (the rest is not kept). */
async function readUpload(stream: Readable): Promise<Buffer[] | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > CONTENT_MEDIA_LIMITS.maxBytes) {
      stream.resume();
      return undefined;
    }
    chunks.push(chunk);
  }
  return chunks;
}

/**
 * Files for downloads and SROs (role content-editor): uploaded as the request body itself
 * (application/octet-stream, the name in `fileName`), checked by name, first bytes and size (up to 128 MiB),
 * then stored in one short transaction. Editors read every file; the public only those a published item offers.
 */
export async function registerContentMediaRoutes(
  app: TypedApp,
  options: { database: Database },
): Promise<void> {
  const { database } = options;
  app.addSchema(CONTENT_MEDIA);
  // In a scope of its own: the raw-body parser and its size limit apply to the upload only.
  await app.register(async (scope: TypedApp) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    scope.post(
      SERVER_PATHS.contentEditorMedia,
      {
        config: CONTENT_EDITORS,
        bodyLimit: CONTENT_MEDIA_LIMITS.maxBytes,
        schema: {
          tags: ['Content editors'],
          summary: 'Upload a file (the body is the file, sent as application/octet-stream)',
          querystring: Type.Object(
            {
              fileName: Type.String({ minLength: 1, maxLength: CONTENT_MEDIA_LIMITS.fileNameMaxLength * 2 }),
            },
            { additionalProperties: false },
          ),
          response: {
            201: Type.Ref('ContentMedia'),
            400: Type.Ref('Problem'),
            413: Type.Ref('Problem'),
            415: Type.Ref('Problem'),
          },
        },
      },
      async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > CONTENT_MEDIA_LIMITS.maxBytes) return reply.status(413).send(TOO_LARGE);
        if (!isReadable(request.body)) {
          return reply
            .status(415)
            .send(
              problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file itself as application/octet-stream.'),
            );
        }
        const chunks = await readUpload(request.body);
        if (!chunks) return reply.status(413).send(TOO_LARGE);
        const fileName = request.query.fileName.normalize('NFC');
        const head = chunks[0] ?? Buffer.alloc(0);
        const code = mediaFileProblem(fileName, head.subarray(0, 16));
        if (code) {
          const message = MEDIA_MESSAGES[code];
          return reply
            .status(400)
            .send(problem(400, code, message, [{ path: 'file', code, message, params: { fileName } }]));
        }
        const media = await insertContentMedia(database, {
          fileName,
          chunks,
          username: request.identity?.username ?? 'unknown',
        });
        return reply.status(201).send(withUrl(media));
      },
    );
  });

  app.get(
    SERVER_PATHS.contentEditorMedia,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'Every uploaded file, newest first',
        response: { 200: CONTENT_MEDIA_LIST_ANSWER },
      },
    },
    async () => ({ media: (await contentMediaList(database)).map(withUrl) }),
  );

  app.get(
    `${SERVER_PATHS.contentEditorMedia}/:id`,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'An uploaded file, offered by a published item or not',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const media = await contentMedia(database, request.params.id);
      if (!media) return reply.status(404).send(problem(404, 'MEDIA_NOT_FOUND', 'There is no such file.'));
      return sendContentMedia(reply, media, database, 'private, no-store');
    },
  );
}
