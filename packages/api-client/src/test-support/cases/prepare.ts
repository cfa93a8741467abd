/** Helpers the cases' `prepare` steps share: finding a row in a state, files to upload. */
import type { ContractTarget } from '../contractTarget';

/**
 * The id of the first row that `match` accepts, else `fallback`. A case that changes or removes
 * what an earlier case added (or needs a row in a given state) finds it this way on a server that
 * keeps state; the MSW handlers keep none, and there the fixture id `fallback` stands in.
 */
export function idOf<R>(
  rows: readonly R[],
  match: (row: R) => boolean,
  id: (row: R) => number,
  fallback: number,
): number {
  const row = rows.find(match);
  return row === undefined ? fallback : id(row);
}

/** A real 1×1 PNG (the server checks a picture's content against its extension). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const pictureFile = (name = 'door.png') =>
  new File([Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

/** Uploads a picture and answers the stored path a form saves (barcode and demand pictures). */
export async function uploadPicture(target: ContractTarget, name?: string): Promise<string> {
  const { pathfileName } = await target.client.dfs.upload({ type: 'enterprise', file: pictureFile(name) });
  return pathfileName;
}

/** Exports the pending customer orders and answers the stored workbook of that export (`exports/….xlsx`). */
export async function exportedWorkbook(target: ContractTarget, userId: number, fallback: string) {
  await target.client.order.customer.export({ status: 0 });
  const records = await target.client.stuff.record.list({ userId });
  return records.find((record) => record.exportUrl.endsWith('.xlsx'))?.exportUrl ?? fallback;
}
