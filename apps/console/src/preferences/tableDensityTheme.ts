import type { TableDensity } from '@onsite/domain';
import type { ThemeConfig } from 'antd';

type TableTokens = NonNullable<NonNullable<ThemeConfig['components']>['Table']>;

/**
 * The cell padding of antd's medium and small tables (its `paddingSM` / `paddingXS`), given to every
 * table of the default size: a table that chose its own size keeps it.
 */
const TABLE_TOKENS: Record<TableDensity, TableTokens | null> = {
  large: null,
  medium: { cellPaddingBlock: 12, cellPaddingInline: 8 },
  small: { cellPaddingBlock: 8, cellPaddingInline: 8 },
};

/**
 * The antd theme that applies the person's table density (D28) to every table of the console, through
 * the provider's ConfigProvider; undefined for antd's own default.
 */
export function tableDensityTheme(density: TableDensity): ThemeConfig | undefined {
  const table = TABLE_TOKENS[density];
  return table ? { components: { Table: table } } : undefined;
}
