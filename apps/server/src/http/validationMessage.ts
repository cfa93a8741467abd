import { ENTERPRISE_FIELD_LABELS } from '@onsite/domain';
import { type Message, type MessageId, message } from '../i18n/localize';

/** Shape of one Ajv error as Fastify reports it. */
interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const PART_NAMES: Record<string, MessageId> = { body: '请求体', querystring: '查询参数', params: '路径参数' };

/**
 * Names of the fields a refusal names (ASVS 5.1: the message names the field in the caller's
 * language, D30): each is a message of the catalogue. A field without a label is named by its key,
 * e.g. `参数 brandId`.
 */
export const FIELD_LABELS: Record<string, MessageId> = {
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
  // D39: departments and regions.
  deptName: '部门名称',
  parentId: '上级部门',
  regionCode: '地区编码',
  parentCode: '上级地区',
  level: '级别',
  sort: '排序',
  // D50: ratings and scores.
  stars: '评分星级',
  comment: '评价内容',
  minScore: '最低评分',
  maxScore: '最高评分',
  // D53: shops, suppliers, channels and order sources.
  shopName: '门店名称',
  supplierName: '供应商名称',
  channelCode: '渠道编码',
  channelName: '渠道名称',
  sourceCode: '来源编码',
  sourceName: '来源名称',
  channelId: '渠道',
  contactName: '联系人',
  phone: '联系电话',
  provinceCode: '省份',
  cityCode: '城市',
  areaCode: '区县',
  detailedAddress: '详细地址',
  // D61: accessories, commodities, stock parts and parts orders.
  accessoryName: '配件名称',
  commodityName: '商品名称',
  commodityCode: '商品编码',
  warehouse: '仓库',
  unit: '单位',
  cancelReason: '取消原因',
};

/** The key path of the field, e.g. `contacts.0.phoneNumber`. */
function fieldPath(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.');
}

/** The field as the message names it: its label and key, e.g. `企业名称（enterpriseName）`. */
function fieldName(issue: ValidationIssue): Message | string {
  const path = fieldPath(issue);
  if (!path) return message('(整体)');
  const last = path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .pop();
  const label = last ? FIELD_LABELS[last] : undefined;
  return label ? message('{label}（{path}）', { label: { id: label }, path }) : path;
}

const TYPE_NAMES: Record<string, MessageId> = {
  integer: '整数',
  number: '数字',
  string: '文本',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  null: '空值',
};

/** `整数或文本` for `integer,string`. */
function typeName(type: unknown): Message | string {
  const names = String(type)
    .split(',')
    .map((one): Message | string => {
      const known = TYPE_NAMES[one];
      return known ? { id: known } : one;
    });
  return names.reduce((left, right) => message('{left}或{right}', { left, right }));
}

const limit = (p: Record<string, unknown>) => ({ limit: String(p.limit) });

/** The rule broken, per Ajv keyword; an unknown keyword still answers from the catalogue, never Ajv's English. */
function reason(issue: ValidationIssue): Message {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return message('不能为空');
    case 'type':
      return message('应为{type}', { type: typeName(p.type) });
    case 'maxLength':
      return message('长度不能超过 {limit}', limit(p));
    case 'minLength':
      return Number(p.limit) <= 1 ? message('不能为空') : message('长度不能少于 {limit}', limit(p));
    case 'minimum':
      return message('不能小于 {limit}', limit(p));
    case 'maximum':
      return message('不能大于 {limit}', limit(p));
    case 'exclusiveMinimum':
      return message('必须大于 {limit}', limit(p));
    case 'exclusiveMaximum':
      return message('必须小于 {limit}', limit(p));
    case 'multipleOf':
      return Number(p.multipleOf) === 0.01
        ? message('最多两位小数（精确到分）')
        : message('必须是 {multiple} 的整数倍', { multiple: String(p.multipleOf) });
    case 'maxItems':
    case 'maxProperties':
      return message('最多 {limit} 项', limit(p));
    case 'minItems':
      return message('至少 {limit} 项', limit(p));
    case 'uniqueItems':
      return message('不能有重复项');
    case 'pattern':
    case 'format':
      return message('格式不正确');
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return message('取值不在允许范围内');
    case 'additionalProperties':
      return message('不允许的字段 {name}', { name: String(p.additionalProperty) });
    default:
      return message('不合法');
  }
}

/** Fields whose empty value the spec refuses with its own text (spec 001 §5). */
const EMPTY_TEXTS: Record<string, MessageId> = {
  enterpriseName: '请输入企业名称',
  enterpriseSysName: '请输入企业简称',
};

/**
 * The message naming the field and the rule it broke, e.g. `请求体 企业名称（enterpriseName）长度不能超过 100`
 * in zh-CN, `Request body Enterprise name (enterpriseName): cannot be longer than 100` in en-US (D30).
 * A blank text (only spaces) refused by a `\S` pattern reads 不能为空或只有空格.
 */
export function validationMessage(issues: readonly ValidationIssue[], context?: string): Message {
  const first = issues[0];
  if (!first) return message('请求参数不合法');
  const path = fieldPath(first);
  const empty = EMPTY_TEXTS[path];
  if (empty && first.keyword === 'minLength') return { id: empty };
  const known = context ? PART_NAMES[context] : undefined;
  const part: Message | string = known ? { id: known } : (context ?? message('参数'));
  const blank =
    first.keyword === 'pattern' && String(first.params?.pattern ?? '').startsWith(BLANK_PATTERN_MARK);
  return message('{part} {field} {reason}', {
    part,
    field: fieldName(first),
    reason: blank ? message('不能为空或只有空格') : reason(first),
  });
}

/** Patterns of non-blank names start with this (see the contract's `NonBlankName`). */
const BLANK_PATTERN_MARK = '^(?=\\s*\\S)';
