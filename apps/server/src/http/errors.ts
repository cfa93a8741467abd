/**
 * Failures a handler raises. Business failures answer HTTP 200 with `code` ≠ 0 and the message the
 * console shows as is (spec 000 §8); 401 and 403 answer with their HTTP status.
 */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** A refused operation: `{ code, msg }` with HTTP 200. */
export const businessError = (msg: string, code = 500) => new ApiFailure(200, code, msg);
/** Bad input the schema could not catch (a rule across fields, an unknown id): `{ code: 400, msg }`. */
export const badRequest = (msg: string) => new ApiFailure(400, 400, msg);
export const notFound = (what: string) => new ApiFailure(404, 404, `${what}不存在`);
export const unauthorized = () => new ApiFailure(401, 401, '登录状态已过期，请重新登录');
export const forbidden = (what = '该操作') =>
  new ApiFailure(403, 403, `没有权限执行${what}，请联系管理员授权`);
