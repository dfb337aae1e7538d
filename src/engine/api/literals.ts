// A schema of one of a few strings whose Static type is their union (not string): `Literals(['a', 'b'] as const)`.
import { Type } from '@sinclair/typebox';

export const Literals = <T extends string>(values: readonly T[], options?: { description?: string }) =>
  Type.Union(values.map((v) => Type.Literal(v)), options);
