import { Type } from '@fastify/type-provider-typebox';

/** Shared field schemas of the registration and recovery bodies. */
export const EmailField = Type.String({ format: 'email', maxLength: 100 });
export const EmailCodeField = Type.String({
  minLength: 4,
  maxLength: 10,
  description: 'code from the e-mail',
});
export const PurposeField = Type.Union([Type.Literal('register'), Type.Literal('reset')], {
  description: 'register: new account; reset: password recovery',
});
export const MessageResponse = Type.Object({ code: Type.Integer(), msg: Type.String() });
