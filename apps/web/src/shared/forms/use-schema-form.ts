import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useEffectEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@pr/contracts/zod';
import { fieldErrorOf, type FieldError } from './field-errors';

/** A form whose fields are the string fields of one object schema. */
type FormSchema<Values extends FieldValues> = z.ZodObject & z.ZodType<unknown, Values>;

export interface SchemaForm<Values extends FieldValues, Output> extends UseFormReturn<
  Values,
  unknown,
  Output
> {
  /** A field's error as the catalog needs it: message key and, for lengths, the limit. */
  errorOf: (name: Path<Values>, message: string | undefined) => FieldError | undefined;
}

interface SchemaFormOptions<Values extends FieldValues> {
  defaultValues: Values;
  /**
   * When errors appear: 'onTouched' (the default) after a field is first left, then at every
   * change; 'all' at every change and leave (a form that shows some errors before the field
   * is left, and decides itself which); 'onChange' at every change only; 'onSubmit' at the
   * first submit, then at every change (a short form whose errors wait until it is sent).
   */
  mode?: 'onTouched' | 'all' | 'onChange' | 'onSubmit';
  /** Saves the values as typed, e.g. into the flow's stored form data (docs/spec.md §3). */
  onValuesChange?: (values: Partial<Values>) => void;
}

/**
 * Every form's wiring (docs/architecture.md §3): react-hook-form validating with the zod schema
 * of the form, so touched state, submit state and the focus on the first error after a
 * refused submit behave the same in every form. The schema's message keys become the
 * catalog's texts through `errorOf`.
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: FormSchema<Values> & z.ZodType<Output, Values>,
  { defaultValues, mode = 'onTouched', onValuesChange }: SchemaFormOptions<NoInfer<Values>>,
): SchemaForm<Values, Output> {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode,
  });

  const save = useEffectEvent((values: Partial<Values>) => onValuesChange?.(values));
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => save(values),
      }),
    [subscribe],
  );

  const errorOf = useCallback(
    (name: Path<Values>, message: string | undefined) =>
      message === undefined
        ? undefined
        : fieldErrorOf((schema.shape as Record<string, z.ZodType>)[name], message),
    [schema],
  );
  return { ...form, errorOf };
}
