import type { Chargeback, DistrictPrice } from '@onsite/domain';
import type { enterpriseRequests } from '../../contract/enterprise/enterpriseRequests';
import { chargebacks, districtPrices, enterpriseProcesses } from '../fixtures/enterpriseRequests';
import { areasByCity, citiesByProvince, orderTypes, provinces } from '../fixtures/reference';
import type { AnswersOf } from './types';
import { AnswerFailure, found } from './util';

const NOW = '2024-06-20 10:00:00';

const priceOf = (districtPriceId: number) =>
  found(
    districtPrices.find((row) => row.districtPriceId === districtPriceId),
    `区域价格 ${districtPriceId} `,
  );

/** The row a district price input makes, checked as the server checks the region and the clash. */
function priceRow(
  body: {
    enterpriseId: number;
    orderTypeId: number;
    provinceCode: string;
    cityCode?: string;
    areaCode?: string;
    price: number;
    remark: string;
  },
  districtPriceId: number,
): DistrictPrice {
  const type = orderTypes.find((row) => row.orderTypeId === body.orderTypeId);
  if (!type) throw new AnswerFailure(`订单类型 ${body.orderTypeId} 不存在或已停用`);
  const province = provinces.find((row) => row.provinceCode === body.provinceCode);
  if (!province) throw new AnswerFailure(`省份 ${body.provinceCode} 不存在`);
  if (body.areaCode !== undefined && body.cityCode === undefined)
    throw new AnswerFailure('选择区县前请先选择城市');
  const city = citiesByProvince[body.provinceCode]?.find((row) => row.cityCode === body.cityCode);
  if (body.cityCode !== undefined && !city)
    throw new AnswerFailure(`城市 ${body.cityCode} 不属于${province.provinceName}`);
  const area = areasByCity[body.cityCode ?? '']?.find((row) => row.areaCode === body.areaCode);
  if (body.areaCode !== undefined && !area) throw new AnswerFailure(`区县 ${body.areaCode} 不属于所选城市`);
  const regionName = [province.provinceName, city?.cityName, area?.areaName].filter(Boolean).join(' / ');
  const clash = districtPrices.find(
    (row) =>
      row.districtPriceId !== districtPriceId &&
      row.enterpriseId === body.enterpriseId &&
      row.orderTypeId === body.orderTypeId &&
      row.provinceCode === body.provinceCode &&
      row.cityCode === (body.cityCode ?? null) &&
      row.areaCode === (body.areaCode ?? null),
  );
  const enterpriseName =
    districtPrices.find((row) => row.enterpriseId === body.enterpriseId)?.enterpriseName ??
    '深圳安居智能锁业有限公司';
  if (clash) throw new AnswerFailure(`${enterpriseName}在${regionName}已有「${type.typeName}」的区域价格`);
  return {
    districtPriceId,
    enterpriseId: body.enterpriseId,
    enterpriseName,
    orderTypeId: type.orderTypeId,
    orderTypeName: type.typeName,
    installType: type.installType,
    provinceCode: body.provinceCode,
    cityCode: body.cityCode ?? null,
    areaCode: body.areaCode ?? null,
    regionName,
    price: body.price,
    basePrice: null,
    remark: body.remark.trim(),
    updateBy: '李市场',
    updateTime: NOW,
  };
}

const pending = (chargebackId: number): Chargeback => {
  const row = found(
    chargebacks.find((candidate) => candidate.chargebackId === chargebackId),
    `扣款申请 ${chargebackId} `,
  );
  if (row.state !== 'pending') throw new AnswerFailure('该扣款申请已处理，不能重复操作');
  return row;
};

const refuseAboveBalance = (balance: number, amount: number) => {
  if (amount > balance)
    throw new AnswerFailure(
      `企业余额不足，不能扣款（余额 ${balance.toFixed(2)} 元，扣款 ${amount.toFixed(2)} 元）`,
    );
};

/** D63: the answers of district prices, deductions and enterprise requests (the fixtures do not change). */
export const enterpriseRequestAnswers: AnswersOf<typeof enterpriseRequests> = {
  districtPrice: {
    list: (query) =>
      districtPrices.filter(
        (row) =>
          (query.enterpriseId === undefined || row.enterpriseId === query.enterpriseId) &&
          (query.enterpriseName === undefined || row.enterpriseName.includes(query.enterpriseName)) &&
          (query.orderTypeId === undefined || row.orderTypeId === query.orderTypeId) &&
          (query.provinceCode === undefined || row.provinceCode === query.provinceCode),
      ),
    add: (body) => priceRow(body, 99),
    edit: (body) => {
      priceOf(body.districtPriceId);
      return priceRow(body, body.districtPriceId);
    },
    remove: ({ districtPriceId }) => {
      priceOf(districtPriceId);
      return null;
    },
  },
  chargeback: {
    list: (query) =>
      chargebacks.filter(
        (row) =>
          (query.enterpriseName === undefined || row.enterpriseName.includes(query.enterpriseName)) &&
          (query.state === undefined || row.state === query.state),
      ),
    add: (body) => {
      if (body.amount <= 0) throw new AnswerFailure('请输入扣款金额');
      if (body.reason.trim() === '') throw new AnswerFailure('请输入扣款原因');
      const enterprise = chargebacks.find((row) => row.enterpriseId === body.enterpriseId);
      if (!enterprise) throw new AnswerFailure(`企业 ${body.enterpriseId} 不存在`);
      refuseAboveBalance(enterprise.balance, body.amount);
      return {
        ...enterprise,
        chargebackId: 99,
        amount: body.amount,
        reason: body.reason.trim(),
        state: 'pending',
        applyTime: NOW,
        remark: null,
        decidedBy: null,
        decideTime: null,
      };
    },
    approve: ({ chargebackId, remark }) => {
      const row = pending(chargebackId);
      refuseAboveBalance(row.balance, row.amount);
      return {
        ...row,
        balance: Math.round((row.balance - row.amount) * 100) / 100,
        state: 'approved',
        remark: remark.trim(),
        decidedBy: '钱财务',
        decideTime: NOW,
      };
    },
    refuse: ({ chargebackId, remark }) => {
      const row = pending(chargebackId);
      if (remark.trim() === '') throw new AnswerFailure('请输入拒绝原因');
      return { ...row, state: 'refused', remark: remark.trim(), decidedBy: '钱财务', decideTime: NOW };
    },
  },
  process: {
    list: (query) =>
      enterpriseProcesses.filter(
        (row) =>
          (query.enterpriseName === undefined || row.enterpriseName.includes(query.enterpriseName)) &&
          (query.approvalType === undefined || row.approvalType === query.approvalType) &&
          (query.state === undefined || row.state === query.state),
      ),
  },
};
