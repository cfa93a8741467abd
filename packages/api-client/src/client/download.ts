/**
 * Reads the file name of a Content-Disposition header: the RFC 5987 / 6266 `filename*`
 * (e.g. `UTF-8''%E5%AE%A2%E6%88%B7.xlsx`) first, then a plain or quoted `filename`.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1];
  if (extended !== undefined) {
    const match = /^\s*"?([\w!#$%&+^`{}~.-]*)'[^']*'([^"]*)"?\s*$/.exec(extended);
    const value = match?.[2];
    if (value !== undefined && value !== '') {
      const decoded = safeDecode(value, match?.[1]);
      if (decoded !== null) return decoded;
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(header);
  const raw = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  if (!raw) return null;
  return safeDecode(raw, 'utf-8') ?? raw;
}

function safeDecode(value: string, charset: string | undefined): string | null {
  try {
    if (charset === undefined || /^utf-8$/i.test(charset) || charset === '') return decodeURIComponent(value);
    // ISO-8859-1: each %XX is one code point.
    return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  } catch {
    return null;
  }
}

/** The last segment of a stored path, for a download without Content-Disposition. */
export function baseName(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments[segments.length - 1] ?? path;
}

/**
 * The link of a stored file (spec 001 §7, D2): `{baseURL}/dfs/download?fileName=…&token=…`.
 * Without a token the `token` parameter is left out.
 */
export function buildDownloadUrl(
  baseURL: string,
  fileName: string,
  token: string | null | undefined,
): string {
  const query = new URLSearchParams({ fileName });
  if (token) query.set('token', token);
  return `${baseURL.replace(/\/+$/, '')}/dfs/download?${query.toString()}`;
}
