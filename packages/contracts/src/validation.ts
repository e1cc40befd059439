// Runtime validation helpers over TypeBox, shared so every caller reports problems the same way.
import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';

// TypeBox knows no string formats by itself; these are the ones our schemas use (Fastify's Ajv has its own).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
}
if (!FormatRegistry.Has('email'))
  FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));

const compiled = new WeakMap<TSchema, ReturnType<typeof TypeCompiler.Compile>>();

function checker(schema: TSchema) {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

export class ContractViolation extends Error {
  constructor(
    readonly schemaName: string,
    readonly problems: string[],
  ) {
    super(`${schemaName} is invalid: ${problems.join('; ')}`);
    this.name = 'ContractViolation';
  }
}

/** Returns the value typed by the schema, or throws a ContractViolation listing every problem. */
export function assertValid<S extends TSchema>(
  schema: S,
  value: unknown,
  name = schema.$id ?? 'value',
): Static<S> {
  const check = checker(schema);
  if (check.Check(value)) return value as Static<S>;
  const problems = [...check.Errors(value)].map((e) => `${e.path || '/'} ${e.message}`);
  throw new ContractViolation(name, problems);
}

export function isValid<S extends TSchema>(schema: S, value: unknown): value is Static<S> {
  return checker(schema).Check(value);
}
