import {describe, expect, it} from 'vitest';
import {normalizeType} from '../../../packages/palito/src/engine/validate/asset-type';
import {splitConnections} from '../../../packages/palito/src/engine/validate/connections';
import {isValidIp} from '../../../packages/palito/src/engine/validate/ip';
import {parseStatus} from '../../../packages/palito/src/engine/validate/status';

describe('isValidIp', () => {
  it('accepts IPv4, IPv6 and CIDR blocks of both', () => {
    for (const ip of [
      '10.0.0.1', '0.0.0.0', '255.255.255.255', '192.0.2.0/24', '10.0.0.0/8', '0.0.0.0/0',
      '::', '::1', 'fe80::1', '2001:db8::ff00:42:8329', '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '::ffff:192.0.2.128', '2001:db8::/32', 'fe80::1%eth0', ' 10.0.0.1 ',
    ]) {
      expect(isValidIp(ip), ip).toBe(true);
    }
  });

  it('rejects everything else', () => {
    for (const ip of [
      '10.0.0.300', '10.0.0', '10.0.0.1.5', '010.0.0.1', '10.0.0.1/33', '10.0.0.1/', '10.0.0.1/a',
      '1:2:3:4:5:6:7:8:9', '2001:db8:::1', '12345::', 'gggg::1', '::1/129', 'not-an-ip', '10.0.0.1, 10.0.0.2', 'localhost',
    ]) {
      expect(isValidIp(ip), ip).toBe(false);
    }
  });
});

describe('parseStatus', () => {
  it('reads English and Korean words, any case; empty is normal', () => {
    expect(['normal', '정상', 'Warning', '경고', 'ERROR', '장애', 'offline', '오프라인', '', '  '].map(parseStatus)).toEqual([
      'normal', 'normal', 'warning', 'warning', 'error', 'error', 'offline', 'offline', 'normal', 'normal',
    ]);
  });

  it('returns undefined for other words', () => {
    expect(parseStatus('broken')).toBeUndefined();
    expect(parseStatus('고장')).toBeUndefined();
  });
});

describe('splitConnections', () => {
  it('splits on ; , | and line breaks, trims, drops empties and repeats', () => {
    expect(splitConnections('A; B,C|D\nE\r\nF;;A ')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(splitConnections('')).toEqual([]);
  });
});

describe('normalizeType', () => {
  it('normalises known types and keeps other words as written', () => {
    expect(['Router', 'LOAD BALANCER', 'load_balancer', 'pc', ' switch ', 'Camera', '방화벽', ''].map(normalizeType)).toEqual([
      'router', 'load-balancer', 'load-balancer', 'pc', 'switch', 'Camera', '방화벽', '',
    ]);
  });
});
