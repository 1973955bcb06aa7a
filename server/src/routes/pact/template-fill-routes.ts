import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { OkSchema } from '../../plugins/envelope';
import { templateOrThrow } from '../../services/pact-contracts';
import { fillSourceOptions } from '../../services/pact-fill-sources';
import {
  fillPlaceholders,
  mergedValues,
  placeholderNames,
  placeholderValues,
} from '../../services/pact-placeholders';
import { pactMessages } from './pact-messages';

const Kind = Type.Union([
  Type.Literal('houseLease'),
  Type.Literal('carLease'),
  Type.Literal('customer'),
  Type.Literal('house'),
  Type.Literal('car'),
]);

const MAX_VALUE_NAMES = 200;
const MAX_NAME_LENGTH = 64;

/** Placeholder values typed by the user: at most 200 names of at most 64 characters, values up to 2000. */
export const FillValues = Type.Record(Type.String(), Type.String({ maxLength: 2000 }), {
  maxProperties: MAX_VALUE_NAMES,
});

/** The typed values, refused with `pact.badValues` when a name is empty or too long. */
export function valuesOrThrow(values: Static<typeof FillValues> | undefined): Record<string, string> {
  const entries = Object.entries(values ?? {});
  if (entries.length > MAX_VALUE_NAMES) throw new ApiError('pact.badValues');
  for (const [name] of entries) {
    if (name.trim() === '' || name.length > MAX_NAME_LENGTH) throw new ApiError('pact.badValues');
  }
  return Object.fromEntries(entries);
}

const FillBody = Type.Object({
  /** The text being edited (default: the template's); typed text in it is kept. */
  html: Type.Optional(Type.String({ maxLength: 8_000_000 })),
  /** Records to take values from, in order: an earlier one wins a name both know. */
  sources: Type.Array(Type.Object({ kind: Kind, id: Type.Integer({ minimum: 1 }) }), { maxItems: 10 }),
  /** What the user typed: always wins. */
  values: Type.Optional(FillValues),
});
const FillAnswer = Type.Object({
  html: Type.String(),
  /** Every known value: typed, then from the records, the agency and the dates. */
  values: Type.Record(Type.String(), Type.String()),
  /** Placeholders still without a value (they stay visible in the text). */
  unfilled: Type.Array(Type.String()),
  /** The template's placeholders (body, tables, headers and footers), then any others in `html`. */
  placeholders: Type.Array(Type.String()),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * Generating a contract: the records to fill it from (house or car leases,
 * customers, houses, cars), and a template's text with the values filled.
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
        summary:
          'Leases, customers, houses or cars to generate a contract for (newest 20 matching the keyword)',
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
        summary: "A template's HTML with its placeholders filled from one record",
        description: 'Placeholders the data does not know stay in the text and are listed in `unfilled`.',
        params: IdParams,
        querystring: Type.Object({ kind: Kind, sourceId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: OkSchema(Type.Object({ html: Type.String(), unfilled: Type.Array(Type.String()) })),
        },
      },
    },
    async (request) => {
      const template = await templateOrThrow(db, request.params.id);
      const values = await placeholderValues(db, request.query.kind, request.query.sourceId);
      if (!values) throw new ApiError('pact.sourceNotFound');
      return {
        code: 200,
        msg: request.t('success'),
        data: fillPlaceholders(template.templateContent, values),
      };
    },
  );

  app.post(
    '/pact/templates/:id/fill',
    {
      config: { permission: 'pact:template:generate', repeatSubmit: false, operLog: false },
      schema: {
        tags,
        summary: "A template's text filled from several records, the agency, the dates and typed values",
        description:
          'Typed `values` always win; each source in order adds values only for names not set yet; the agency ' +
          '(agencyName, agencyAddress, agencyPhone) and the dates (today, contractDate) are always there. ' +
          'Only placeholders still present in `html` are replaced, so typed text is never lost.',
        params: IdParams,
        body: FillBody,
        response: { 200: OkSchema(FillAnswer) },
      },
    },
    async (request) => {
      const template = await templateOrThrow(db, request.params.id);
      const typed = valuesOrThrow(request.body.values);
      const { values, missing } = await mergedValues(db, typed, request.body.sources);
      if (missing.length > 0) throw new ApiError('pact.sourceNotFound');
      const { html } = fillPlaceholders(request.body.html ?? template.templateContent, values);
      const placeholders = [
        ...new Set([...template.placeholders, ...placeholderNames(request.body.html ?? '')]),
      ];
      const unfilled = placeholders.filter((name) => !Object.hasOwn(values, name));
      return { code: 200, msg: request.t('success'), data: { html, values, unfilled, placeholders } };
    },
  );
};
