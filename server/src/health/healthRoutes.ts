import { SERVER_PATHS } from '@tsw/domain';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import type { TypedApp } from '../http/typedApp.js';

const HEALTH_RESPONSE = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Object({
    kind: Type.String(),
    reachable: Type.Boolean(),
    latencyMs: Type.Optional(Type.Number()),
  }),
});

/** For load balancers and operators: 200 when the database answers, 503 when it does not. */
export function registerHealthRoutes(app: TypedApp, database: Database): void {
  app.get(
    SERVER_PATHS.health,
    {
      schema: {
        tags: ['Operations'],
        summary: 'Whether the portal and its database answer',
        response: { 200: HEALTH_RESPONSE, 503: HEALTH_RESPONSE },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      try {
        await database.query('select 1');
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        return { status: 'ok' as const, database: { kind: database.kind, reachable: true, latencyMs } };
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: { kind: database.kind, reachable: false } });
      }
    },
  );
}
