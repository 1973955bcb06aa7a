import type { FormSpec, ResourceField, SearchSpec } from '../types/resource-field';

type FieldSpec<Row> = Omit<ResourceField<Row>, 'key' | 'label'>;

/** An input field's spec: its filter (`true` or a spec) and its input (a spec, or `false`) get the placeholder. */
type InputSpec<Row> = Omit<FieldSpec<Row>, 'search' | 'form'> & {
  search?: true | SearchSpec;
  form?: false | FormSpec;
};

/**
 * Field builders for a screen whose texts follow its locale's convention: the label
 * `<prefix>.fields.<key>` and the placeholder `<placeholders>.<key>` (`village.placeholders`
 * in house and vehicle, `config.placeholder` in system), so a field names only its key and
 * how it differs.
 */
export function fieldMaker<Row>(prefix: string, placeholders = `${prefix}.placeholders`) {
  const label = (key: string) => `${prefix}.fields.${key}`;
  return {
    /** A field labelled by the convention. */
    field: (key: string, spec: FieldSpec<Row> = {}): ResourceField<Row> => ({
      key,
      label: label(key),
      ...spec,
    }),
    /** A field typed into: its filter (when searched) and its input (unless `form: false`) show its placeholder. */
    input: (key: string, { search, form, ...spec }: InputSpec<Row> = {}): ResourceField<Row> => {
      const placeholder = `${placeholders}.${key}`;
      return {
        key,
        label: label(key),
        ...spec,
        ...(search && { search: { placeholder, ...(search === true ? {} : search) } }),
        form: form === false ? false : { placeholder, ...form },
      };
    },
  };
}
