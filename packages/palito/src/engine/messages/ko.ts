// Korean problem messages. Sentences are built so that no particle (이/가, 은/는) follows a
// value from the file: the right particle depends on the value's last sound.

import type {ColumnKey} from '../model/columns';
import {count, megabytes, text, type MessageCatalog} from './catalog';

const q = (value: unknown) => `‘${text(value as string)}’`;

const field: Record<ColumnKey, string> = {
  id: '자산ID',
  name: '자산명',
  type: '유형',
  ip: 'IP주소',
  zone: '존',
  cbs: 'CBS',
  status: '상태',
  connections: '연결',
};

export const ko: MessageCatalog = {
  where(row, column) {
    if (row === undefined) return column ? `${q(column)} 열` : '';
    return column ? `${row}행 ${q(column)} 열` : `${row}행`;
  },
  field,
  messages: {
    'empty-file': () => '파일이 비어 있습니다.',
    'not-tabular': (p) =>
      p.detected === 'xls'
        ? '예전 Excel(.xls) 형식입니다. .xlsx 또는 CSV로 저장한 뒤 다시 시도해 주세요.'
        : p.detected === 'zip'
          ? '압축 파일이지만 Excel 통합 문서가 아닙니다. CSV 또는 .xlsx 파일을 선택해 주세요.'
          : 'CSV 또는 Excel(.xlsx) 파일이 아닙니다.',
    'no-header': () => '헤더 행이 없습니다. 내용이 있는 첫 행에 필요한 열 이름(자산ID, 자산명, 존, CBS 등)이 하나도 없습니다.',
    'missing-column': (p) =>
      `필수 항목인 ${field[p.field as ColumnKey] ?? text(p.field)} 열이 없습니다. 헤더에 다음 이름 중 하나로 넣어 주세요: ${text(p.accepted)}.`,
    'no-rows': () => '헤더 아래에 자산 행이 하나도 없습니다.',
    'unclosed-quote': () => '여기서 연 큰따옴표가 닫히지 않아 파일의 나머지 전체가 한 셀로 읽힙니다.',
    'duplicate-id': (p) => `자산ID ${q(p.id)} 값이 ${text(p.firstRow)}행과 중복됩니다. 자산ID는 파일 안에서 하나뿐이어야 합니다.`,
    'missing-id': (p) => '자산ID가 비어 있습니다. 모든 자산에는 자산ID가 있어야 합니다.' + mergedHint(p),
    'missing-zone': (p) => '존이 비어 있습니다. 모든 자산은 하나의 존에 속해야 합니다.' + mergedHint(p),
    'missing-cbs': (p) => 'CBS 값이 비어 있습니다. 모든 자산은 하나의 CBS 그룹에 속해야 합니다.' + mergedHint(p),
    'unknown-connection': (p) =>
      `연결 대상 ${q(p.id)} 자산이 파일에 없어 이 연결은 그리지 않습니다.` +
      (p.suggestion ? ` 혹시 ${q(p.suggestion)} 자산을 뜻하셨나요?` : ''),
    'self-connection': (p) => `${q(p.id)} 자산이 자기 자신을 연결 대상으로 적고 있어 이 연결은 무시합니다.`,
    'invalid-ip': (p) =>
      `${q(p.value)} 값은 올바른 IPv4·IPv6 주소나 CIDR 형식이 아닙니다. 자산은 그대로 그리니 주소를 확인해 주세요.`,
    'unknown-status': (p) =>
      `알 수 없는 상태 값 ${q(p.value)} 대신 정상으로 표시합니다. 정상, 경고, 장애, 오프라인(또는 normal, warning, error, offline) 중 하나를 써 주세요.`,
    'blank-row': () => '빈 행이라 건너뜁니다.',
    'missing-name': (p) => `자산명이 비어 있어 자산ID ${q(p.id)} 값을 대신 표시합니다.`,
    'duplicate-column': (p) =>
      Object.hasOwn(field, p.field as string)
        ? `${field[p.field as ColumnKey]} 열이 두 번 있습니다. 앞의 ${q(p.used)} 열을 쓰고, 이 열의 값은 ${p.keptAs ? `${q(p.keptAs)} 이름의 ` : ''}추가 속성으로 보관합니다.`
        : `앞에 헤더가 ${q(p.field)}인 열이 이미 있어, 이 열의 값은 ${q(p.keptAs)} 이름의 추가 속성으로 보관합니다.`,
    'extra-cells': (p) => `마지막 열 오른쪽에 헤더 없는 값 ${text(p.count)}개가 있어 무시합니다: ${text(p.values)}.`,
    'legacy-encoding': (p) =>
      `UTF-8이 아닌 ${text(p.encoding).toUpperCase()} 인코딩 파일이라 그 방식으로 읽었습니다. 글자가 깨지지 않도록 UTF-8 CSV로 저장하는 것을 권장합니다.`,
    'ignored-sheets': (p) => `데이터가 있는 첫 시트 하나만 읽습니다. 읽지 않은 시트: ${text(p.sheets)}.`,
    'similar-id': (p) =>
      `자산ID ${q(p.id)} 값이 ${text(p.otherRow)}행의 자산ID ${q(p.other)} 값과 대소문자, 전각·반각 또는 보이지 않는 문자만 다릅니다. 서로 다른 자산으로 그리니, 같은 자산이라면 ID를 맞춰 주세요.`,
    'file-too-large': (p) =>
      `파일 크기가 ${megabytes(p.found)}로 한도인 ${megabytes(p.limit)}를 넘습니다. 존별로 파일을 나누거나 쓰지 않는 열을 지운 뒤 다시 올려 주세요.`,
    'workbook-too-large': (p) =>
      (Number(p.declared)
        ? `이 통합 문서는 압축을 풀면 ${megabytes(p.found)}로, 한도인 ${megabytes(p.limit)}를 넘습니다.`
        : `이 통합 문서는 압축을 풀면 한도인 ${megabytes(p.limit)}를 넘습니다(${megabytes(p.found)}에서 읽기를 멈췄습니다).`) +
      ' 아무것도 읽지 않았습니다. 이미지나 다른 시트가 들어 있다면 자산 시트만 따로 .xlsx 또는 CSV로 저장해 주세요.',
    'sheet-too-large': (p) =>
      `${q(p.sheet)} 시트의 사용 범위가 ${text(p.range)}(${count(p.rows)}행 × ${count(p.columns)}열)로, 읽을 수 있는 ${count(p.limit)}셀을 넘습니다. 자산 표 밖의 빈 행과 열(서식만 남은 셀 포함)을 삭제하고 저장한 뒤 다시 올려 주세요.`,
    'too-many-rows': (p) =>
      `자산 행이 ${count(p.found)}개로 한도인 ${count(p.limit)}개를 넘습니다. 존별로 파일을 나눠 주세요.`,
    'project-file-damaged': (p) =>
      p.field
        ? `프로젝트 파일이 손상되어 열 수 없습니다. ${q(p.field)} 항목이 없거나 값이 올바르지 않습니다.`
        : '프로젝트 파일이 손상되어 열 수 없습니다. JSON 형식이 깨졌거나 파일 끝이 잘려 있습니다.',
    'project-file-foreign': () =>
      'Palito 프로젝트 파일(.palito.json)이 아닙니다. 자산 목록(CSV, .xlsx)은 프로젝트 열기가 아니라 파일 선택으로 불러와 주세요.',
    'project-file-newer': (p) =>
      `더 새로운 Palito에서 저장한 프로젝트 파일입니다(파일 형식 버전 ${text(p.version)}, 지금 Palito는 버전 ${text(p.supported)}까지 읽을 수 있음). Palito를 업데이트한 뒤 다시 열어 주세요.`,
    'project-file-too-large': (p) => {
      const found = count(p.found);
      const limit = count(p.limit);
      switch (p.what) {
        case 'fileBytes':
          return `프로젝트 파일 크기가 ${megabytes(p.found)}로 한도인 ${megabytes(p.limit)}를 넘어 읽지 않았습니다.`;
        case 'depth':
          return `프로젝트 파일의 목록과 객체가 ${limit}단계보다 깊게 겹쳐 있어 읽지 않았습니다. Palito가 저장한 파일은 6단계까지만 겹치므로, 손상되었거나 Palito가 만든 파일이 아닙니다.`;
        case 'versions':
          return `프로젝트 파일에 저장된 버전이 ${found}개로, 열 수 있는 ${limit}개를 넘습니다. 이 파일을 저장한 편집기에서 오래된 버전을 지운 뒤 다시 저장해 주세요.`;
        case 'assets':
          return `프로젝트 파일의 자산이 ${found}개로 한도인 ${limit}개를 넘습니다. 자산 목록의 행 수 한도와 같습니다.`;
        case 'links':
          return `프로젝트 파일의 연결이 ${found}개로 한도인 ${limit}개를 넘습니다. 자산 목록의 연결 수 한도와 같습니다.`;
        case 'zones':
          return `프로젝트 파일의 존이 ${found}개로 한도인 ${limit}개를 넘습니다.`;
        default:
          return `프로젝트 파일의 CBS가 ${found}개로 한도인 ${limit}개를 넘습니다.`;
      }
    },
    'project-file-unusable': () =>
      '프로젝트 파일이 검사는 통과했지만 내용이 서로 맞지 않아 구성도를 그릴 수 없습니다. 직접 고쳤거나 다른 프로그램이 바꾼 파일일 수 있으니, 원래 자산 목록 파일을 다시 불러와 주세요.',
    'versions-not-stored': (p) =>
      p.reason === 'count'
        ? `파일에 있던 버전 ${count(p.count)}개를 보여 드리지만 이 브라우저에는 저장하지 않았습니다. 브라우저에 이미 있던 이 프로젝트의 버전과 합치면 ${count(p.found)}개로, 프로젝트 하나에 둘 수 있는 ${count(p.limit)}개를 넘기 때문입니다. 브라우저에 있던 버전은 그대로 두었고 지금은 보이지 않습니다.`
        : `파일에 있던 버전 ${count(p.count)}개는 이번 세션에서만 보이고 이 브라우저에는 저장하지 않았습니다. ` +
          (p.reason === 'budget'
            ? `저장하면 ${megabytes(p.found)}로, 프로젝트 하나에 쓸 수 있는 ${megabytes(p.limit)}를 넘기 때문입니다.`
            : '브라우저 저장소가 받아들이지 않았습니다(가득 찼거나 막혀 있음).') +
          ' 버전은 프로젝트 파일에 그대로 있으니, 다시 보려면 파일을 다시 열어 주세요.',
    'too-many-connections': (p) =>
      `연결이 ${count(p.found)}개로 한도인 ${count(p.limit)}개를 넘습니다. 존별로 파일을 나눠 주세요.`,
    'other-sheet-read': (p) => `앞쪽의 빈 시트(${text(p.empty)})를 건너뛰고 데이터가 있는 ${q(p.sheet)} 시트를 읽었습니다.`,
    'control-characters': (p) =>
      `눈에 보이지 않는 제어 문자(NUL 등) ${count(p.count)}개를 지웠습니다. 위치: ${text(p.lines)}번째 줄${Number(p.more) ? ' 외' : ''}.`,
    'malformed-quote': () =>
      '큰따옴표로 묶은 셀의 닫는 따옴표 뒤에 글자가 더 있어, 셀이 의도한 곳에서 끝나지 않고 다음 줄까지 이어졌을 수 있습니다. 이 행과 아래 행을 확인해 주세요.',
    'probably-renamed': (p) =>
      `자산ID ${q(p.after)} 값은 새로 생겼고, 이전 파일 ${text(p.beforeRow)}행의 자산ID ${q(p.before)} 값은 없어졌습니다. 두 자산 모두 같은 CBS에 있고 이름이 ${q(p.name)}입니다. 자산 하나가 빠지고 하나가 더해진 것으로 알려 드리니, 같은 자산이라면 이전 ID를 다시 써 주세요.`,
    'links-bundled': (p) =>
      `${p.zone ? `${q(p.zone)} 존의 ` : ''}${q(p.cbs)} CBS에서 자산 ${count(p.assets)}개가 서로 거의 모두 연결되어 있어, 연결 ${count(p.links)}개를 선 하나하나 대신 묶음 하나로 그립니다. 연결 정보는 프로젝트에 모두 남아 있습니다.`,
    'more-problems': (p) =>
      `…같은 종류의 문제가 ${count(p.count)}건 더 있습니다${p.firstRow !== undefined ? `(${text(p.firstRow)}행부터)` : ''}. 위의 문제를 고친 뒤 다시 불러오면 나머지를 볼 수 있습니다.`,
  },
};

/** Excel은 병합된 셀의 값을 첫 행에만 둡니다. 그 아래 행은 빈 셀로 읽힙니다. */
function mergedHint(p: Record<string, unknown>): string {
  return p.merged
    ? ` 이 셀은 병합된 셀(${text(p.merged as string)})에 속해 있어 값이 첫 행에만 있습니다. 병합을 해제하고 모든 행에 값을 채워 주세요.`
    : '';
}
