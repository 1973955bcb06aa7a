import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sysRepeatSubmit } from '../db/schema/auth-state';
import { sha256 } from '../services/tokens';
import { fail } from './envelope';

/** Spec section 5: an identical POST or PUT within this window is refused. */
export const repeatSubmitWindowMs = 1000;

/**
 * Duplicate-submit guard. The key is a hash of session, method, URL (with query) and
 * body; the row's time lives in the database so every server process agrees. One
 * upsert decides atomically: it writes only when the previous identical submit is
 * older than the window, and no returned row means "duplicate".
 */
export const repeatSubmitPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return;
      if (!request.session || request.routeOptions.config.repeatSubmit === false) return;
      // Multipart bodies are streams read by the handler; uploads are not deduplicated.
      if (request.isMultipart()) return;
      const keyHash = sha256(
        [request.session.sessionId, request.method, request.url, JSON.stringify(request.body ?? null)].join(
          '\n',
        ),
      );
      const now = new Date();
      const accepted = await app.db
        .insert(sysRepeatSubmit)
        .values({ keyHash, submitTime: now })
        .onConflictDoUpdate({
          target: sysRepeatSubmit.keyHash,
          set: { submitTime: now },
          setWhere: lt(sysRepeatSubmit.submitTime, new Date(now.getTime() - repeatSubmitWindowMs)),
        })
        .returning({ keyHash: sysRepeatSubmit.keyHash });
      if (accepted.length === 0) {
        reply.send(fail(request.t('repeatSubmit')));
        return reply;
      }
    });
  },
  { name: 'repeat-submit', dependencies: ['auth', '@fastify/multipart'] },
);
