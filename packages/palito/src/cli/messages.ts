// Every word the command says, in Korean and English. The inventory's own problems are not here:
// they are the engine's (formatProblem), the same sentences the editor shows.

import type {Locale} from '../i18n';

type Values = Record<string, string | number>;
type Message = string | ((v: Values) => string);

const ko = {
  // Mistakes on the command line
  noCommand: '명령을 주세요: validate, render, diff 중 하나입니다.',
  unknownCommand: (v: Values) => `알 수 없는 명령입니다: ${v.command}. validate, render, diff 중 하나를 쓰세요.`,
  unknownOption: (v: Values) => `알 수 없는 옵션입니다: ${v.option}`,
  missingValue: (v: Values) => `${v.option} 옵션에 값이 없습니다.`,
  badValue: (v: Values) => `${v.option}에 쓸 수 없는 값입니다: ${v.value}. 쓸 수 있는 값: ${v.allowed}`,
  optionNotFor: (v: Values) => `${v.option} 옵션은 ${v.command} 명령에 쓰지 않습니다.`,
  fileCount: (v: Values) => `${v.command} 명령에는 파일이 ${v.count}개 필요합니다.`,
  tooManyFiles: (v: Values) => `${v.command} 명령이 받는 파일은 ${v.count}개입니다. 파일이 너무 많습니다.`,
  outputRequired: (v: Values) => `${v.command} 명령에는 -o <파일>이 필요합니다. 형식은 확장자로 정합니다.`,
  seeHelp: (v: Values) => `도움말: palito ${v.command ? `${v.command} ` : ''}--help`,
  stdinTwice: '표준 입력(-)은 한 번만 읽을 수 있습니다.',
  // Files
  notFound: (v: Values) => `${v.file}: 파일이 없습니다.`,
  notAFile: (v: Values) => `${v.file}: 파일이 아닙니다.`,
  cannotRead: (v: Values) => `${v.file}: 읽을 수 없습니다 (${v.reason}).`,
  cannotWrite: (v: Values) => `${v.file}: 쓸 수 없습니다 (${v.reason}).`,
  exists: (v: Values) => `${v.file} 파일이 이미 있습니다. 덮어쓰려면 --force를 붙이세요.`,
  unknownExtension: (v: Values) => `${v.file}: 확장자로 형식을 알 수 없습니다. .svg, .png, .drawio, .graphml, .palito.json, .html 중 하나로 끝나야 합니다.`,
  renderNotSvg: (v: Values) => `--render에는 .svg 파일을 주세요: ${v.file}`,
  wrote: (v: Values) => `${v.file} 파일을 썼습니다 (${v.size}).`,
  // The inventory
  unreadable: (v: Values) => `${v.file}: 파일을 읽지 못했습니다.`,
  invalid: (v: Values) => `${v.file}: 오류 ${v.errors}건 때문에 그리지 못했습니다. palito validate로 확인하세요.`,
  summary: (v: Values) => `${v.file}: 오류 ${v.errors}건, 경고 ${v.warnings}건`,
  clean: (v: Values) => `${v.file}: 문제가 없습니다.`,
  unknownZone: (v: Values) => `존(zone) ${v.zone}이(가) 없습니다. 있는 존: ${v.zones}`,
  layoutFailed: (v: Values) => `배치하지 못했습니다: ${v.reason}`,
  progress: (v: Values) => `${v.file}: 자산 ${v.assets}개 배치 중… ${v.percent}%`,
  // PNG
  resvgMissing:
    'PNG를 만들려면 @resvg/resvg-js가 필요한데 설치되어 있지 않습니다. palito의 선택 의존성이라 설치에서 빠졌을 수 있습니다. npm install @resvg/resvg-js로 설치하세요.',
  noKoreanFont:
    '그림에 한글이 있는데 이 시스템에서 한글 글꼴을 찾지 못했습니다. 한글이 빈 칸으로 나올 수 있습니다. 나눔고딕(NanumGothic, Debian/Ubuntu는 sudo apt install fonts-nanum)이나 Noto Sans CJK KR(fonts-noto-cjk)을 설치하세요.',
  unexpected: (v: Values) => `예상하지 못한 오류입니다: ${v.reason}`,
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof ko;

const en: Record<MessageKey, Message> = {
  noCommand: 'Give a command: validate, render or diff.',
  unknownCommand: (v) => `Unknown command: ${v.command}. Use validate, render or diff.`,
  unknownOption: (v) => `Unknown option: ${v.option}`,
  missingValue: (v) => `The option ${v.option} needs a value.`,
  badValue: (v) => `${v.option} cannot be ${v.value}. Use one of: ${v.allowed}`,
  optionNotFor: (v) => `The option ${v.option} does not go with ${v.command}.`,
  fileCount: (v) => `${v.command} needs ${v.count} file(s).`,
  tooManyFiles: (v) => `${v.command} takes ${v.count} file(s); too many were given.`,
  outputRequired: (v) => `${v.command} needs -o <file>; its extension gives the format.`,
  seeHelp: (v) => `See: palito ${v.command ? `${v.command} ` : ''}--help`,
  stdinTwice: 'Standard input (-) can be read once only.',
  notFound: (v) => `${v.file}: no such file.`,
  notAFile: (v) => `${v.file}: not a file.`,
  cannotRead: (v) => `${v.file}: cannot be read (${v.reason}).`,
  cannotWrite: (v) => `${v.file}: cannot be written (${v.reason}).`,
  exists: (v) => `${v.file} already exists. Add --force to overwrite it.`,
  unknownExtension: (v) => `${v.file}: the extension does not name a format. End it in .svg, .png, .drawio, .graphml, .palito.json or .html.`,
  renderNotSvg: (v) => `--render takes an .svg file: ${v.file}`,
  wrote: (v) => `Wrote ${v.file} (${v.size}).`,
  unreadable: (v) => `${v.file}: the file could not be read.`,
  invalid: (v) => `${v.file}: not drawn, because of ${v.errors} error(s). Run palito validate to see them.`,
  summary: (v) => `${v.file}: ${v.errors} error(s), ${v.warnings} warning(s)`,
  clean: (v) => `${v.file}: no problems.`,
  unknownZone: (v) => `There is no zone ${v.zone}. Zones: ${v.zones}`,
  layoutFailed: (v) => `The layout failed: ${v.reason}`,
  progress: (v) => `${v.file}: laying out ${v.assets} assets… ${v.percent}%`,
  resvgMissing:
    'PNG needs @resvg/resvg-js, which is not installed (it is an optional dependency of palito, so an install may leave it out). Install it with npm install @resvg/resvg-js.',
  noKoreanFont:
    'The picture has Korean text, but no Korean font was found on this system: Korean letters may come out blank. Install one, such as NanumGothic (Debian/Ubuntu: sudo apt install fonts-nanum) or Noto Sans CJK KR (fonts-noto-cjk).',
  unexpected: (v) => `Unexpected error: ${v.reason}`,
};

const CATALOGS: Record<Locale, Record<MessageKey, Message>> = {ko, en};

export function say(locale: Locale, key: MessageKey, values: Values = {}): string {
  const message = CATALOGS[locale][key];
  return typeof message === 'function' ? message(values) : message;
}

/** A file's size as people read it: 812 B, 14.2 kB, 3.1 MB. */
export function sizeOf(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
