// The one id schema of every route's path or query (issue 14): a bounded integer, checked at the edge.
import { type Static, Type } from '@sinclair/typebox';
import { ID_MAX, ID_MIN } from '../rules/input.js';

export const Id = Type.Integer({
  minimum: ID_MIN,
  maximum: ID_MAX,
  description: `A whole number from ${ID_MIN} to ${ID_MAX}`,
});
export type Id = Static<typeof Id>;

/** `/…/:id` with a numeric id. */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;
