import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

type ZodForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormProps<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/**
 * A form checked by a zod rule (most of them packages/shared's, the server's own): the fields typed as the
 * rule reads them, and the values handed to the submit as the rule gives them out.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  options: Omit<ZodForm<Schema>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...options,
  });
}
