import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sysCaptcha, sysEmailCode, sysRepeatSubmit } from '../db/schema/auth-state';
import { deleteExpiredSessions } from '../services/sessions';

const everyMs = 5 * 60_000;

/**
 * Deletes expired sessions, captchas, e-mail codes and duplicate-submit rows every few
 * minutes. Every process may do it: the deletes are idempotent.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const sweep = async () => {
      const now = new Date();
      try {
        await deleteExpiredSessions(app.db, now);
        await app.db.delete(sysCaptcha).where(lt(sysCaptcha.expireTime, now));
        await app.db
          .delete(sysEmailCode)
          .where(lt(sysEmailCode.expireTime, new Date(now.getTime() - 86_400_000)));
        await app.db
          .delete(sysRepeatSubmit)
          .where(lt(sysRepeatSubmit.submitTime, new Date(now.getTime() - 60_000)));
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    };
    const timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping' },
);
