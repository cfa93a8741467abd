import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;
/** What Fastify uses of a validator: it calls it, then reads `errors` when it answered false. */
type Validator = ((data: unknown) => unknown) & { errors?: unknown };
type Compile = (schema: unknown) => Validator;

/**
 * Fastify's own Ajv validators, each compiled when its route is first called instead of all at
 * start (issue 19 item 6): compiling every call's schemas took about half of a restart. The same
 * compiler, options and errors as before, so validation and its messages do not change; the first
 * call of a route pays its compile once.
 */
export function lazyValidatorCompilers(): SchemaController {
  const buildEager = AjvCompiler() as unknown as (externalSchemas: unknown, options: unknown) => Compile;
  const buildValidator = (externalSchemas: unknown, options: unknown): Compile => {
    const compile = buildEager(externalSchemas, options);
    return (schema) => {
      let compiled: Validator | undefined;
      const validate: Validator = (data) => {
        compiled ??= compile(schema);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  // Ajv's validators carry more members (schema, source) than Fastify reads; the factory's type names them all.
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
