import { z } from 'zod';

/**
 * The same schema, with every object in it (however deep: in arrays, unions, optionals, pipes)
 * refusing keys it does not know. Shared form schemas stay as they are for the web's forms; a
 * request body is made strict here, so a misplaced field is a 400 naming it, never a silent drop.
 */
export function strictBody<S extends z.ZodType>(schema: S): S {
  return strictOf(schema) as S;
}

function strictOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const object = schema as z.ZodObject;
      const shape = Object.fromEntries(
        Object.entries(object.shape).map(([key, value]) => [key, strictOf(value as z.ZodType)]),
      );
      return object.clone({ ...object._zod.def, shape, catchall: z.never() });
    }
    case 'array':
      return cloneWith(schema, { element: strictOf(def.element as z.ZodType) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return cloneWith(schema, { innerType: strictOf(def.innerType as z.ZodType) });
    case 'pipe':
      return cloneWith(schema, {
        in: strictOf(def.in as z.ZodType),
        out: strictOf(def.out as z.ZodType),
      });
    case 'union':
      return cloneWith(schema, {
        options: (def.options as z.ZodType[]).map((option) => strictOf(option)),
      });
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      return z.lazy(() => strictOf(getter()));
    }
    default:
      return schema;
  }
}

const cloneWith = (schema: z.ZodType, changes: Record<string, unknown>): z.ZodType =>
  schema.clone({ ...schema._zod.def, ...changes } as z.core.$ZodTypeDef);
