import type { RequestProblem } from '@tsw/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { SitePages } from '../site/sitePages.js';
import type { PagePolicy } from './contentSecurityPolicy.js';
import { sendGenerated } from '../site/generatedReply.js';
import { refusedValueOf } from '../database/valueRefused.js';
import { problem } from './problem.js';
import { rateLimited, type RateLimitCheck } from './rateLimiter.js';
import { problemPathOfPointer } from './problemPath.js';

function validationProblems(error: FastifyError): RequestProblem[] {
  return (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const path = problemPathOfPointer(`${issue.instancePath}${missing ? `/${missing}` : ''}`);
    const where = path || error.validationContext || 'body';
    return {
      path: where,
      code: missing ? 'MISSING_FIELD' : 'INVALID_VALUE',
      message: `${where} ${issue.message ?? 'is not valid'}.`,
    };
  });
}

/** Known client errors from Fastify's parsers, with the code and words we give them. */
const PARSER_ERRORS: Readonly<Record<string, { code: string; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_BODY',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_BODY',
    message: 'The request body does not match its Content-Length.',
  },
};

/** Every error leaves as a Problem; no client mistake is ever answered with a 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const problems = validationProblems(error);
      return reply
        .status(400)
        .send(problem(400, 'INVALID_REQUEST', problems[0]?.message ?? 'The request is not valid.', problems));
    }
    const known = PARSER_ERRORS[error.code];
    const status = error.statusCode ?? 500;
    if (known) return reply.status(status).send(problem(status, known.code, known.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(problem(status, error.code ?? 'BAD_REQUEST', error.message));
    }
    const refused = refusedValueOf(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.status(400).send(problem(400, 'VALUE_NOT_STORABLE', refused));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(problem(500, 'INTERNAL_ERROR', 'Something went wrong.'));
  });
}

/**
 * Unknown paths: a JSON Problem under the API's prefixes (`/api`, or `/api/…`, never `/apix`); for any
 * other GET, the web front end answers (see `sitePagesOf`).
 */
export function installNotFoundHandler(
  app: FastifyInstance,
  apiPrefixes: readonly string[],
  site?: { readonly pages: SitePages; readonly policy: PagePolicy; readonly rateLimit: RateLimitCheck },
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const underApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (site && !underApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const query = request.url.slice(path.length);
      const answer = await site.pages.answer(path, query, () => site.rateLimit('sitePagesDrawn', request));
      if (answer?.kind === 'redirect') return reply.redirect(`${answer.location}${query}`, 301);
      if (answer?.kind === 'wait') {
        // The page of the reader's language, which reads without script; JSON only should it be missing.
        if (!answer.file) return rateLimited(reply, answer.retryAfter);
        reply.header('Retry-After', String(answer.retryAfter));
        return sendGenerated(request, reply, answer.file, 'html', site.policy.ofDrawnPage());
      }
      if (answer) {
        // A page drawn from content and the query may hold no inline script that runs, whatever got in;
        // the tools' page holds the build's.
        const policy =
          answer.from === 'build'
            ? site.policy.ofBuildPage(answer.file.body, { key: answer.file })
            : site.policy.ofDrawnPage();
        return sendGenerated(request, reply, answer.file, 'html', policy);
      }
    }
    return reply.status(404).send(problem(404, 'ROUTE_NOT_FOUND', `There is no ${request.method} ${path}.`));
  });
}
