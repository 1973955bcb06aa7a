import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { pactTemplate } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { OkSchema } from '../../plugins/envelope';
import { rowByIdOrThrow } from '../../services/crud-queries';
import { fillPlaceholders, fillSourceOptions, placeholderValues } from '../../services/pact-placeholders';
import { pactMessages } from './pact-messages';

const Kind = Type.Union([Type.Literal('houseLease'), Type.Literal('carLease'), Type.Literal('customer')]);

/**
 * Generating a contract for a house lease, a car lease or a customer: the
 * choices, and the template's HTML with the placeholders that data knows filled.
 */
export const pactTemplateFillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: templates'];

  app.get(
    '/pact/fill-sources',
    {
      config: { permission: 'pact:template:generate' },
      schema: {
        tags,
        summary: 'Leases or customers to generate a contract for (newest 20 matching the keyword)',
        querystring: Type.Object({ kind: Kind, keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: OkSchema(Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() }))) },
      },
    },
    async (request) => {
      const data = await fillSourceOptions(db, request.query.kind, request.query.keyword);
      return { code: 200, msg: request.t('success'), data };
    },
  );

  app.get(
    '/pact/templates/:id/fill',
    {
      config: { permission: 'pact:template:generate' },
      schema: {
        tags,
        summary: "A template's HTML with its placeholders filled from a lease or a customer",
        description: 'Placeholders the data does not know stay in the text and are listed in `unfilled`.',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ kind: Kind, sourceId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: OkSchema(Type.Object({ html: Type.String(), unfilled: Type.Array(Type.String()) })),
        },
      },
    },
    async (request) => {
      const template = await rowByIdOrThrow(
        db,
        pactTemplate,
        pactTemplate.id,
        request.params.id,
        'pact.templateNotFound',
      );
      const values = await placeholderValues(db, request.query.kind, request.query.sourceId);
      if (!values) throw new ApiError('pact.sourceNotFound');
      return {
        code: 200,
        msg: request.t('success'),
        data: fillPlaceholders(template.templateContent, values),
      };
    },
  );
};
