import {describe, expect, it} from 'vitest';
import {flowLabels} from '../../../packages/palito/src/react/components/Palito/flow-labels';
import type {Node} from '../../../packages/palito/src/model';

const asset = (type: string, ip?: string): Node => ({
  id: 'A001',
  name: 'edge-rtr-01',
  type,
  ip,
  status: 'warning',
  zoneId: 'zone:dmz',
  cbsId: 'cbs:dmz/edge',
  row: 2,
  properties: {},
});

describe('accessible names of assets', () => {
  it('say the type in the reader’s language for known types', () => {
    expect(flowLabels('ko').asset!(asset('router', '203.0.113.1'))).toBe('edge-rtr-01, 라우터, IP 203.0.113.1, 상태 경고');
    expect(flowLabels('en').asset!(asset('router'))).toBe('edge-rtr-01, Router, status Warning');
  });

  it('keep an unknown type as written, and name a missing one', () => {
    expect(flowLabels('en').asset!(asset('ups'))).toBe('edge-rtr-01, ups, status Warning');
    expect(flowLabels('ko').asset!(asset(''))).toBe('edge-rtr-01, 기타 장비, 상태 경고');
  });
});
