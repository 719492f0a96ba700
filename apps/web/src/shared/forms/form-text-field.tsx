import { useController, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from './text-field';
import type { SchemaForm } from './use-schema-form';
import { useFieldErrorText } from './use-field-error-text';

type TextFieldProps = Parameters<typeof TextField>[0];

interface FormTextFieldProps<Values extends FieldValues, Output> extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> {
  form: SchemaForm<Values, Output>;
  name: Path<Values>;
}

/** A text field of a schema form: its value, touched state and error come from the form. */
export function FormTextField<Values extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(form.errorOf(name, fieldState.error?.message))}
    />
  );
}
