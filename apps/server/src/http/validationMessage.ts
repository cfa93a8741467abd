/** Shape of one Ajv error as Fastify reports it. */
interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const PART_NAMES: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数' };

function fieldName(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.') || '(整体)';
}

function reason(issue: ValidationIssue): string {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return '不能为空';
    case 'type':
      return `类型应为 ${String(p.type)}`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)}`;
    case 'minLength':
      return `长度不能少于 ${String(p.limit)}`;
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `至少 ${String(p.limit)} 项`;
    case 'pattern':
      return '格式不正确';
    case 'enum':
    case 'const':
    case 'anyOf':
      return '取值不在允许范围内';
    case 'additionalProperties':
      return `不允许的字段 ${String(p.additionalProperty)}`;
    default:
      return issue.message ?? '不合法';
  }
}

/** A Chinese message naming the field and the rule it broke, e.g. `参数 enterpriseName 长度不能超过 50`. */
export function validationMessage(issues: readonly ValidationIssue[], context?: string): string {
  const first = issues[0];
  if (!first) return '请求参数不合法';
  const part = context ? `${PART_NAMES[context] ?? context}` : '参数';
  return `${part} ${fieldName(first)} ${reason(first)}`;
}
