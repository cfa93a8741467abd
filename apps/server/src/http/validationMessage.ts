import { ENTERPRISE_FIELD_LABELS } from '@onsite/domain';

/** Shape of one Ajv error as Fastify reports it. */
interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const PART_NAMES: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数' };

/**
 * Chinese names of the fields a refusal names (ASVS 5.1: the message names the field in the
 * user's language). A field without a label is named by its key, e.g. `参数 brandId`.
 */
const FIELD_LABELS: Record<string, string> = {
  ...ENTERPRISE_FIELD_LABELS,
  pageNum: '页码',
  pageSize: '每页条数',
  beginTime: '开始时间',
  endTime: '结束时间',
  startTime: '开始时间',
  sortField: '排序字段',
  sortOrder: '排序方式',
  id: '编号',
  ids: '编号',
  enterpriseId: '企业',
  userId: '用户',
  roleId: '角色',
  deptId: '部门',
  orderId: '工单',
  brandId: '品牌',
  modelId: '型号',
  modelIds: '型号',
  menuIds: '菜单',
  permissions: '权限',
  buttons: '按钮权限',
  roleName: '角色名称',
  roleKey: '权限字符',
  roleSort: '显示顺序',
  dictSort: '字典排序',
  orderNum: '显示顺序',
  userName: '用户名称',
  nickName: '用户昵称',
  loginName: '登录账号',
  username: '账号',
  password: '密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  phonenumber: '手机号码',
  phoneNumber: '手机号码',
  mobile: '手机号码',
  code: '验证码',
  smsCode: '短信验证码',
  uuid: '验证码标识',
  money: '金额',
  amount: '金额',
  price: '价格',
  number: '数量',
  quantity: '数量',
  remark: '备注',
  fileName: '文件名',
  name: '名称',
  brandName: '品牌名称',
  modelName: '型号名称',
  guaranteeTime: '质保期',
  urgentRatio: '加急比例',
  proportion: '比例',
  status: '状态',
};

/** The key path of the field, e.g. `contacts.0.phoneNumber`. */
function fieldPath(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.');
}

/** The field as the message names it: its Chinese label and key, e.g. `企业名称（enterpriseName）`. */
function fieldName(issue: ValidationIssue): string {
  const path = fieldPath(issue);
  if (!path) return '(整体)';
  const last = path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .pop();
  const label = last ? FIELD_LABELS[last] : undefined;
  return label ? `${label}（${path}）` : path;
}

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '文本',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  null: '空值',
};

const typeName = (type: unknown) =>
  String(type)
    .split(',')
    .map((one) => TYPE_NAMES[one] ?? one)
    .join('或');

/** A Chinese reason per Ajv keyword; an unknown keyword still answers Chinese, never Ajv's English. */
function reason(issue: ValidationIssue): string {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return '不能为空';
    case 'type':
      return `应为${typeName(p.type)}`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? '不能为空' : `长度不能少于 ${String(p.limit)}`;
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `必须大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `必须小于 ${String(p.limit)}`;
    case 'multipleOf':
      return Number(p.multipleOf) === 0.01
        ? '最多两位小数（精确到分）'
        : `必须是 ${String(p.multipleOf)} 的整数倍`;
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `至少 ${String(p.limit)} 项`;
    case 'uniqueItems':
      return '不能有重复项';
    case 'maxProperties':
      return `最多 ${String(p.limit)} 项`;
    case 'pattern':
      return '格式不正确';
    case 'format':
      return '格式不正确';
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return '取值不在允许范围内';
    case 'additionalProperties':
      return `不允许的字段 ${String(p.additionalProperty)}`;
    default:
      return '不合法';
  }
}

/**
 * A Chinese message naming the field and the rule it broke, e.g. `请求体 企业名称（enterpriseName）长度不能超过 100`.
 * A blank text (only spaces) refused by a `\S` pattern reads 不能为空.
 */
/** Fields whose empty value the spec refuses with its own text (spec 001 §5). */
const EMPTY_TEXTS: Record<string, string> = {
  enterpriseName: '请输入企业名称',
  enterpriseSysName: '请输入企业简称',
};

export function validationMessage(issues: readonly ValidationIssue[], context?: string): string {
  const first = issues[0];
  if (!first) return '请求参数不合法';
  const path = fieldPath(first);
  const empty = EMPTY_TEXTS[path];
  if (empty && first.keyword === 'minLength') return empty;
  const part = context ? `${PART_NAMES[context] ?? context}` : '参数';
  const blank =
    first.keyword === 'pattern' && String(first.params?.pattern ?? '').startsWith(BLANK_PATTERN_MARK);
  return `${part} ${fieldName(first)} ${blank ? '不能为空或只有空格' : reason(first)}`;
}

/** Patterns of non-blank names start with this (see the contract's `NonBlankName`). */
const BLANK_PATTERN_MARK = '^(?=\\s*\\S)';
