import { type Static, Type } from '@fastify/type-provider-typebox';
import { NullableInteger, NullableNumber, NullableString } from './crud-schemas';

// The house form's body (POST and PUT /system/houseRoom): the one declaration of its
// fields, read by the routes' schema and by the form rules' values.

const text = (max: number) => Type.Optional(NullableString({ maxLength: max }));
const choice = Type.Optional(NullableString({ maxLength: 20 }));
const count = Type.Optional(NullableInteger({ minimum: 1, maximum: 9 }));
const money = (max: number) => Type.Optional(NullableNumber({ minimum: 0, maximum: max }));

/** The editable columns; nothing is required by the schema (drafts), the full rules are in a hook. */
export const RoomFields = {
  type: choice,
  bedrooms: count,
  livingRooms: count,
  bathrooms: count,
  area: Type.Optional(NullableNumber({ exclusiveMinimum: 0, maximum: 9_999_999_999 })),
  location: text(255),
  region: text(100),
  villageId: Type.Optional(NullableInteger({ minimum: 1 })),
  ownership: choice,
  parking: Type.Optional(NullableString({ maxLength: 10 })),
  orientation: Type.Optional(NullableString({ maxLength: 10 })),
  decoration: Type.Optional(NullableString({ maxLength: 10 })),
  rent: money(999_999_999_999),
  currency: Type.Optional(NullableString({ maxLength: 8 })),
  timeUnit: Type.Optional(NullableString({ maxLength: 10 })),
  /** YYYY-MM-DD; empty clears it. */
  startDate: Type.Optional(NullableString({ pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' })),
  deposit: money(999_999_999_999),
  salePrice: money(99_999_999_999_999),
  contact: text(50),
  contactMethod: text(100),
  agent: text(50),
  /** Digits, spaces and dashes, an optional leading +; empty clears it. */
  agentPhone: Type.Optional(NullableString({ pattern: '^(\\+?[\\d\\s-]{6,20})?$' })),
  houseNumber: text(50),
  doorNumber: text(50),
  description: text(5000),
  /** Comma-separated `house_feature` values. */
  features: text(1000),
  /** Comma-separated image paths, at most 20. */
  images: text(20_000),
  /** One of `images`; the first one when left out. */
  coverImage: text(500),
  /** JSON array of at most one {videoPath, videoUrl, videoSize}. */
  videos: text(5000),
  remark: text(500),
  /** Save as a draft (`toBeCompleted`): nothing is required. */
  draft: Type.Optional(Type.Boolean()),
};
/** A house form's body. */
export type RoomBody = Static<ReturnType<typeof Type.Object<typeof RoomFields>>>;
