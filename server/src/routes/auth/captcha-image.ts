import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { createCaptcha } from '../../services/captcha';
import { configKeys, isConfigOn } from '../../services/config-values';

const CaptchaResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  captchaEnabled: Type.Boolean(),
  /** Extra to RuoYi: whether the login page should offer registration. */
  registerEnabled: Type.Boolean(),
  uuid: Type.Optional(Type.String()),
  img: Type.Optional(Type.String({ description: 'base64 PNG without a data-URI prefix' })),
});

/** GET /captchaImage: an arithmetic captcha, or just `captchaEnabled: false` when switched off. */
export const captchaImageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/captchaImage',
    {
      config: { permission: '@public' },
      schema: {
        tags: ['auth'],
        summary: 'Captcha image for the login page',
        response: { 200: CaptchaResponse },
      },
    },
    async (request) => {
      const captchaEnabled = await isConfigOn(app.db, configKeys.captchaEnabled, true);
      const registerEnabled = await isConfigOn(app.db, configKeys.registerUser, false);
      const msg = request.t('success');
      if (!captchaEnabled) return { code: 200, msg, captchaEnabled, registerEnabled };
      const { uuid, img } = await createCaptcha(app.db);
      return { code: 200, msg, captchaEnabled, registerEnabled, uuid, img };
    },
  );
};
