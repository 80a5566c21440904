import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../http/typedApp.js';

/** An upload as a route's handler gets it: written to a file of its own, never held whole in memory. */
export interface UploadedFile {
  readonly uploadedFile: string;
  readonly bytes: number;
}

export function isUploadedFile(body: unknown): body is UploadedFile {
  return typeof (body as UploadedFile | null)?.uploadedFile === 'string';
}

/** The refusal of an upload past its limit: a 413 the error handler answers with this code and message. */
class UploadTooLarge extends Error {
  readonly statusCode = 413;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes the body to `path` as it arrives, with the request's own back-pressure; past `maxBytes` it stops,
 * drops what follows (the answer closes the connection) and fails with `tooLarge`.
 */
function bodyToFile(
  payload: Readable,
  path: string,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const file = createWriteStream(path);
    let bytes = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      payload.removeListener('data', onData);
      payload.resume();
      file.destroy();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) return fail(tooLarge());
      if (!file.write(chunk)) payload.pause();
    };
    file.on('drain', () => payload.resume());
    file.on('error', fail);
    payload.on('data', onData);
    payload.on('error', fail);
    payload.on('end', () => {
      if (!failed) file.end(() => resolve(bytes));
    });
  });
}

async function removeUpload(request: FastifyRequest): Promise<void> {
  if (isUploadedFile(request.body))
    await rm(dirname(request.body.uploadedFile), { recursive: true, force: true });
}

/**
 * Takes the uploads of `contentTypes` in `scope` (a plugin scope of the upload's route) to disk as they
 * arrive: the handler's body is an `UploadedFile`, removed once the answer is sent or the client has gone.
 * An upload past `maxBytes`, by its Content-Length or by what arrives, is a 413 with `tooLarge`'s code and
 * message, and nothing of it is kept. Fastify's own body limit counts only the bodies it reads into memory.
 */
export function takeUploadsToFile(
  scope: TypedApp,
  options: {
    readonly contentTypes: readonly string[];
    readonly maxBytes: number;
    /** The temporary folder's name begins with it (`tsw-manifest-`). */
    readonly folderPrefix: string;
    readonly tooLarge: { readonly code: string; readonly message: string };
  },
): void {
  const tooLarge = () => new UploadTooLarge(options.tooLarge.code, options.tooLarge.message);
  scope.addContentTypeParser(
    [...options.contentTypes],
    async (request: FastifyRequest, payload: Readable) => {
      if (Number(request.headers['content-length'] ?? 0) > options.maxBytes) throw tooLarge();
      const folder = await mkdtemp(join(tmpdir(), options.folderPrefix));
      const path = join(folder, 'upload');
      try {
        const bytes = await bodyToFile(payload, path, options.maxBytes, tooLarge);
        return { uploadedFile: path, bytes } satisfies UploadedFile;
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
    },
  );
  scope.addHook('onResponse', removeUpload);
  scope.addHook('onRequestAbort', removeUpload);
}
