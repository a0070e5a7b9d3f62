import * as v from 'valibot';

/*
 * How every service answer is read (docs/decisions.md, "Service answers are read leniently"): a
 * field the code does not use is not in the schema; an optional field that does not parse is left
 * out with a warning, and its item stays; an item of a list that does not parse is left out, and
 * its list stays; only what a widget cannot work without refuses the answer.
 */

/**
 * An optional field: missing or null reads as `fallback` (undefined unless given); a value its
 * schema refuses reads as `fallback` too, with a warning naming the field, and the object around
 * it stays. Typed with the schema's own input, so a checked type still describes the service.
 */
export function optionalField<S extends v.GenericSchema>(
  name: string,
  schema: S,
): v.OptionalSchema<v.GenericSchema<v.InferInput<S>, v.InferOutput<S> | undefined>, undefined>;
export function optionalField<S extends v.GenericSchema, F extends v.InferOutput<S>>(
  name: string,
  schema: S,
  fallback: F,
): v.OptionalSchema<v.GenericSchema<v.InferInput<S>, v.InferOutput<S>>, F>;
export function optionalField<S extends v.GenericSchema>(name: string, schema: S, fallback?: v.InferOutput<S>) {
  const field = v.pipe(
    v.unknown(),
    v.transform((value): v.InferOutput<S> | undefined => {
      if (value === undefined || value === null) return fallback;
      const parsed = v.safeParse(schema, value);
      if (parsed.success) return parsed.output as v.InferOutput<S>;
      console.warn(`${name}: an optional field in a shape its schema refuses is left out`, value);
      return fallback;
    }),
  );
  return v.optional(field, fallback);
}

/** The items of a list that parse; the others are left out, and the list stays. */
export function listOf<S extends v.GenericSchema>(item: S): v.GenericSchema<v.InferInput<S>[], v.InferOutput<S>[]> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items): v.InferOutput<S>[] =>
      items.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output as v.InferOutput<S>] : [];
      }),
    ),
  ) as v.GenericSchema<unknown, v.InferOutput<S>[]> as v.GenericSchema<v.InferInput<S>[], v.InferOutput<S>[]>;
}

/** An optional list: missing or null reads as empty, and so (with a warning) does what is not a list. */
export const optionalListOf = <S extends v.GenericSchema>(name: string, item: S) =>
  optionalField(name, listOf(item), []);

/**
 * An id the spec types as a string, read in each plausible form: a string as it is, a whole number
 * as its digits (a service that sends `"productId": 4711` means the product "4711"). Anything else
 * is no id.
 */
export const idField = v.union([
  v.string(),
  v.pipe(
    v.number(),
    v.safeInteger(),
    v.transform((id) => String(id)),
  ),
]);

/**
 * A list whose entries keep a gate closed (the cart's defective lists, its articles' availability):
 * the entries that parse, and, as `unreadable`, how many did not. Leniency may drop what it cannot
 * read from what the shopper sees, never from what a guard counts (docs/decisions.md, "A guard
 * reads leniently and counts what it cannot read").
 */
export function guardingListOf<S extends v.GenericSchema>(
  item: S,
): v.GenericSchema<v.InferInput<S>[], { items: v.InferOutput<S>[]; unreadable: number }> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries) => {
      const items: v.InferOutput<S>[] = [];
      for (const entry of entries) {
        const parsed = v.safeParse(item, entry);
        if (parsed.success) items.push(parsed.output as v.InferOutput<S>);
        else console.warn('an entry of a list that guards checkout does not parse: it keeps checkout closed', entry);
      }
      return { items, unreadable: entries.length - items.length };
    }),
  ) as v.GenericSchema<unknown, { items: v.InferOutput<S>[]; unreadable: number }> as v.GenericSchema<
    v.InferInput<S>[],
    { items: v.InferOutput<S>[]; unreadable: number }
  >;
}
