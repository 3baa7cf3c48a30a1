import { Type, type Static } from '@sinclair/typebox';

/** The narrowest a transactions column may be, in pixels. */
export const MIN_COLUMN_WIDTH = 60;

/** One column of the transactions table: id, label, width (a px string, at least 60px), visible, sortable, filterable. */
export const ColumnConfigItem = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    label: Type.String({ minLength: 1, maxLength: 100 }),
    width: Type.String({ pattern: '^\\d{1,4}px$', description: `Pixels, at least ${MIN_COLUMN_WIDTH}, e.g. "180px"` }),
    visible: Type.Boolean(),
    sortable: Type.Boolean(),
    filterable: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ColumnConfigItem = Static<typeof ColumnConfigItem>;

export const ColumnConfig = Type.Array(ColumnConfigItem, { minItems: 1, maxItems: 50 });

export const PreferencesBody = Type.Object({ column_config: ColumnConfig });
export type PreferencesBody = Static<typeof PreferencesBody>;

export const PreferencesResponse = Type.Object({
  column_config: Type.Union([ColumnConfig, Type.Null()], { description: 'null until the user saves a configuration' }),
});
export type PreferencesResponse = Static<typeof PreferencesResponse>;
