import { Type } from '@sinclair/typebox';

/** Spec section 3, column config item: id, label, width (px string), visible, sortable, filterable. */
export const ColumnConfigItem = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    label: Type.String({ minLength: 1, maxLength: 100 }),
    width: Type.String({ pattern: '^\\d{1,4}px$', description: 'Pixels, at least 60, e.g. "180px"' }),
    visible: Type.Boolean(),
    sortable: Type.Boolean(),
    filterable: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const ColumnConfig = Type.Array(ColumnConfigItem, { minItems: 1, maxItems: 50 });

export const PreferencesBody = Type.Object({ column_config: ColumnConfig });

export const PreferencesResponse = Type.Object({
  column_config: Type.Union([ColumnConfig, Type.Null()], { description: 'null until the user saves a configuration' }),
});
