import type { DemandRecord, ProductModel, TreeOption } from '@onsite/domain';

/** How a demand relates to models or order types (spec 000 §2.3): 1 关联 (link), 2 排除 (exclude). */
export type DemandRelationType = DemandRecord['relaType'];
export const DEMAND_RELATION_TYPES = [1, 2] as const satisfies readonly DemandRelationType[];

/** The relations a demand has now: the start of both steps. */
export type DemandRelations = Pick<DemandRecord, 'relaType' | 'relaModelIds' | 'relaOrderTypes'>;

/** The model step's answer. */
export type DemandModelsChange = Pick<DemandRecord, 'relaType' | 'relaModelIds'>;
/** The order-type step's answer. */
export type DemandOrderTypesChange = Pick<DemandRecord, 'relaType' | 'relaOrderTypes'>;

/** An enterprise's models grouped by brand: the tree of the model step. */
export function modelTreeOf(models: readonly ProductModel[]): TreeOption[] {
  const byBrand = new Map<number, TreeOption>();
  for (const model of models) {
    const brand = byBrand.get(model.brandId) ?? {
      value: String(model.brandId),
      label: model.brandName,
      children: [],
    };
    brand.children.push({ value: String(model.modelId), label: model.modelName });
    byBrand.set(model.brandId, brand);
  }
  return [...byBrand.values()];
}

/** Group keys are prefixed: a brand or install-type code may equal a model or order-type id. */
const GROUP_PREFIX = 'group:';

export interface CheckTreeNode {
  key: string;
  title: string;
  children?: CheckTreeNode[];
}

/** antd Tree data of a two-level option tree; the leaves carry the ids. */
export function checkTreeOf(options: readonly TreeOption[]): CheckTreeNode[] {
  return options.map((group) => ({
    key: `${GROUP_PREFIX}${group.value}`,
    title: group.label,
    children: group.children.map((leaf) => ({ key: leaf.value, title: leaf.label })),
  }));
}

/** The ids among checked tree keys (groups left out). */
export function checkedIds(keys: readonly (string | number | bigint)[]): number[] {
  return keys
    .map(String)
    .filter((key) => !key.startsWith(GROUP_PREFIX))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
